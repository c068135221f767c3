// What a text looks like, for telling look-alike emails and usernames apart (Unicode's confusables).
import { createRequire } from 'node:module';
import unhomoglyph from 'unhomoglyph';

/** This file's rule; bump it when skeleton() changes, so stored skeletons are made again. */
const RULE = 2;
const table = createRequire(import.meta.url)('unhomoglyph/package.json') as { version: string };

/** The rule and the confusables table skeletons are made with (openDatabase compares it). */
export const SKELETON_VERSION = `${RULE}/unhomoglyph@${table.version}`;

/**
 * A text's skeleton after Unicode's TR39: NFKD without accents, lower case, every confusable
 * character as its prototype (Unicode's confusables.txt, the unhomoglyph package: Cyrillic "е" as
 * "e", "m" as "rn", "1" and "I" as "l", "0" as "O"), lower case again until nothing changes, and
 * "vv" as "w".
 */
export function skeleton(value: string): string {
  let text = value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  // Again after lower-casing: a prototype may be a capital ("ꓟ" is "M", whose small "m" is "rn").
  for (let round = 0; round < 3; round += 1) {
    const next = unhomoglyph(text).toLowerCase();
    if (next === text) break;
    text = next;
  }
  return text.replace(/vv/g, 'w');
}
