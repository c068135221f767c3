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

/** The JS and CSS files `key` needs, its static imports followed to the end. */
export function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const imported of chunk.imports ?? []) {
    for (const file of filesOf(manifest, imported, seen)) files.add(file);
  }
  return files;
}
