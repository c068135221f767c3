// The precache pack: the shell's files a first visit has not loaded yet, in one gzip file the worker unpacks at its first install.
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import type { Manifest } from 'vite';
import { PACK_FILE } from '../sw/precachePack.ts';
import { SHELL_PRELOAD_ATTRIBUTE } from './shellPreload.ts';

/** One file in the pack: its precache entry (URL, revision or null for hashed names) and type. */
export interface PackedFile {
  url: string;
  revision: string | null;
  type: string;
  bytes: Uint8Array;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The pack's bytes before gzip: a 4-byte big-endian header length, the header (JSON: each file's
 * url, revision, type and size, in order), then the files' bytes one after another.
 */
export function encodePack(files: readonly PackedFile[]): Uint8Array {
  const header = new TextEncoder().encode(
    JSON.stringify({
      files: files.map(({ url, revision, type, bytes }) => ({
        url,
        revision,
        type,
        size: bytes.length,
      })),
    }),
  );
  const out = new Uint8Array(
    4 + header.length + files.reduce((sum, file) => sum + file.bytes.length, 0),
  );
  new DataView(out.buffer).setUint32(0, header.length);
  out.set(header, 4);
  let at = 4 + header.length;
  for (const { bytes } of files) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}

/**
 * The files every page names (its scripts, preloads, styles, icons, web manifest): those with a
 * hashed name a first visit has loaded, and the worker takes them from the HTTP cache. Not the
 * portal's code index.html alone names (build/shellPreload.ts): a first visit that came in by the
 * prerendered Log In has not loaded all of it.
 */
export function namedByShell(indexHtml: string): Set<string> {
  const named = new Set<string>();
  for (const [tag] of indexHtml.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.includes(SHELL_PRELOAD_ATTRIBUTE)) continue;
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (url) named.add(url);
  }
  return named;
}

/** The map picker's library chunk (`leaflet`, build/chunks.ts) and its CSS, from Vite's manifest. */
function leafletFiles(dir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = Object.values(manifest).filter((chunk) => chunk.name === 'leaflet');
  return new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
}

/**
 * Workbox's manifest transform that writes the pack into the build's folder and marks its entries
 * `packed`: every precached file but index.html (its answer keeps the host's headers), the hashed
 * files it names (the page has them in its HTTP cache) and the map picker's library, fetched on its
 * own beside the pack. Over HTTP/1.1 on 3G each file cost the worker a round trip of its own, six
 * at a time. `plugin` tells the transform where the build writes (`--outDir` included).
 */
export function precachePack(): { plugin: Plugin; transform: ManifestTransform } {
  let outDir: string | null = null;
  const plugin: Plugin = {
    name: 'vet-portal:precache-pack',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (!outDir)
      throw new Error('The precache pack needs its plugin in the build (vite.config.ts).');
    const dir = outDir;
    const shell = namedByShell(readFileSync(join(dir, 'index.html'), 'utf8'));
    const leaflet = leafletFiles(dir);
    const files: PackedFile[] = [];
    const manifest = entries.map((entry) => {
      const type = TYPES[extname(entry.url)];
      // A file with a revision the worker asks the network for again, named by the page or not.
      if (!type || leaflet.has(entry.url) || (shell.has(entry.url) && !entry.revision))
        return entry;
      const bytes = readFileSync(join(dir, entry.url));
      files.push({ url: entry.url, revision: entry.revision, type, bytes });
      return { ...entry, packed: true };
    });
    writeFileSync(join(dir, PACK_FILE), gzipSync(encodePack(files), { level: 9 }));
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}
