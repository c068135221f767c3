// The build's Vite manifest (dist/.vite/manifest.json): which output files a source module needs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Source module (path from the root) -> its chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the build in `dir`. */
export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The JS and CSS files `key` needs, its static imports followed to the end. A key the manifest
 * lacks stops the build: a module moved, or merged into a chunk of another, would otherwise lose
 * its preload links and its place in the precache pack without a word.
 */
export function filesOf(manifest: Manifest, key: string): Set<string> {
  if (!manifest[key]) {
    throw new Error(`The Vite manifest has no chunk for ${key} (moved, or merged into another?).`);
  }
  return importsOf(manifest, key, new Set());
}

function importsOf(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const imported of chunk.imports ?? []) {
    for (const file of importsOf(manifest, imported, seen)) files.add(file);
  }
  return files;
}
