// The first install's pack: the shell's files in one download (build/precachePack.ts), unpacked into the precache.
import type { PrecacheEntry } from 'workbox-precaching';
import { keptAlready, type FillTarget, type PrecacheStore } from './fillPrecache';

/** Where the build writes the pack (build/precachePack.ts) and the worker asks for it, beside sw.js. */
export const PACK_FILE = 'precache.pack';

/** A precache entry as the build lists it: `packed` when the pack holds the file too. */
export type ReleaseEntry = string | (PrecacheEntry & { packed?: boolean });

/** The packed entries' revisions (null for a hashed name) by absolute URL. */
export function packedRevisions(
  entries: readonly ReleaseEntry[],
  base: string,
): Map<string, string | null> {
  const packed = new Map<string, string | null>();
  for (const entry of entries) {
    if (typeof entry !== 'string' && entry.packed) {
      packed.set(new URL(entry.url, base).href, entry.revision ?? null);
    }
  }
  return packed;
}

interface PackHeader {
  files: { url: string; revision: string | null; type: string; size: number }[];
}

/** One file out of the pack, as its precache entry names it (URL relative to the worker). */
export interface UnpackedFile {
  url: string;
  revision: string | null;
  response: Response;
}

/** The pack's files; throws when the bytes are not a pack (an HTML fallback, a cut download). */
export function decodePack(bytes: Uint8Array): UnpackedFile[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerEnd = 4 + view.getUint32(0);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, headerEnd))) as PackHeader;
  let at = headerEnd;
  const files = header.files.map(({ url, revision, type, size }) => {
    const body = bytes.slice(at, at + size);
    at += size;
    return { url, revision, response: new Response(body, { headers: { 'Content-Type': type } }) };
  });
  if (at !== bytes.length) throw new Error('The precache pack is cut short or has extra bytes.');
  return files;
}

async function download(url: string, fetcher: typeof fetch): Promise<Uint8Array | null> {
  if (typeof DecompressionStream === 'undefined') return null;
  const response = await fetcher(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (response.status !== 200 || !response.body) return null;
  if ((response.headers.get('Content-Type') ?? '').includes('text/html')) return null;
  const plain = response.body.pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(plain).arrayBuffer());
}

interface PackOptions {
  cache: PrecacheStore;
  /** Each packed entry's revision by its absolute URL (null: a hashed name). */
  revisions: ReadonlyMap<string, string | null>;
  fetcher?: typeof fetch;
}

/**
 * On a first install (none of `targets` kept yet), fetches the pack at `packUrl` and keeps each
 * file that is one of `targets` with the same revision. Anything else (an update, no pack, a pack
 * of another release, a failure) leaves the files to the one-by-one fill. Resolves how many it kept.
 */
export async function fillFromPack(
  packUrl: string,
  targets: readonly FillTarget[],
  { cache, revisions, fetcher = (input, init) => fetch(input, init) }: PackOptions,
): Promise<number> {
  if (targets.length === 0) return 0;
  if ((await keptAlready(targets, cache)).some(Boolean)) return 0;
  const byUrl = new Map(targets.map((target) => [target.url, target]));
  let count = 0;
  try {
    const bytes = await download(packUrl, fetcher);
    if (!bytes) return 0;
    for (const file of decodePack(bytes)) {
      const url = new URL(file.url, packUrl).href;
      const target = byUrl.get(url);
      if (!target || revisions.get(url) !== file.revision) continue;
      await cache.put(target.cacheKey, file.response);
      count += 1;
    }
  } catch {
    // The fill fetches whatever is still missing, one file at a time.
  }
  return count;
}
