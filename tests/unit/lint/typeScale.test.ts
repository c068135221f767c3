// The app's stylesheets keep to its type scale: four sizes, two weights, one family (styles.css).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');

/** What each font property may be set to; `inherit` takes the parent's. */
const ALLOWED: Record<string, readonly string[]> = {
  'font-size': ['0.875rem', '1rem', '1.25rem', '1.5rem', 'inherit'],
  'font-weight': ['400', '700', 'inherit'],
  'font-family': ['var(--font)', 'inherit'],
  'font-style': ['normal', 'inherit'],
  font: ['inherit'],
};

/** The font declarations of `css` off the scale, as "property: value". */
function offScale(css: string): string[] {
  const declarations = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/(?<![\w-])(font(?:-size|-weight|-family|-style)?)\s*:\s*([^;}]+)/g);
  return [...declarations]
    .map(([, property = '', value = '']) => [property, value.replace(/\s+/g, ' ').trim()] as const)
    .filter(([property, value]) => !ALLOWED[property]?.includes(value))
    .map(([property, value]) => `${property}: ${value}`);
}

const stylesheets = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.css'))
  .sort();

describe('the type scale', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets).toContain('styles.css');
    expect(stylesheets.length).toBeGreaterThan(10);
  });

  it.each(stylesheets)('%s sets no font off the scale', (file) => {
    expect(offScale(readFileSync(path.join(SRC, file), 'utf8'))).toEqual([]);
  });

  it('names what is off the scale, and only that', () => {
    const css = `
      .a { font-weight: 600; font-size: 0.9rem; }
      .b { font: 700 1rem Georgia; font-style: italic; }
      .c { font-weight: 700; font-size: 1.25rem; font-family: var(--font); }
      /* font-size: 3rem in a comment */
      .d { --toastify-font-family: var(--font); }`;
    expect(offScale(css)).toEqual([
      'font-weight: 600',
      'font-size: 0.9rem',
      'font: 700 1rem Georgia',
      'font-style: italic',
    ]);
  });
});
