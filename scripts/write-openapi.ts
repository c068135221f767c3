// After the build: writes the API's OpenAPI 3.1 document (server/openapi.ts, from the contract's schemas) into dist/, its server the build's VITE_API_BASE_URL.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { OPENAPI_PATH, openApiDocument } from '../server/openapi.js';

/** The API's base as the build's app calls it, without the trailing slash ("/api" by default). */
export function apiServer(env: Record<string, string | undefined>): string {
  return (env.VITE_API_BASE_URL ?? '/api/').replace(/\/+$/, '') || '/';
}

/** Writes <distDir>/openapi.json; returns the file. */
export function writeOpenApi(distDir: string, env: Record<string, string | undefined>): string {
  const file = path.join(distDir, OPENAPI_PATH);
  writeFileSync(file, `${JSON.stringify(openApiDocument(apiServer(env)), null, 2)}\n`);
  return file;
}

/** `tsx scripts/write-openapi.ts [dist] [mode]` (npm run build: dist, production). */
function main(): void {
  const distDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? 'dist');
  const mode = process.argv[3] ?? 'production';
  const file = writeOpenApi(distDir, loadEnv(mode, process.cwd(), 'VITE_'));
  console.log(`OpenAPI document: ${path.relative(process.cwd(), file)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
