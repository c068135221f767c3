// `vite preview` over a build folder: Vite's own static server, which sends Vary: Origin on every file.
import path from 'node:path';
import { startChildHost, type StaticHost } from './childHost';

/** The repo's Vite (node_modules/.bin/vite, a node script: its process is the server's). */
const VITE = path.resolve('node_modules/.bin/vite');

/** Runs `vite preview --outDir distDir` on 127.0.0.1:port (the repo's vite.config.ts applies). */
export function startVitePreview(opts: { distDir: string; port: number }): Promise<StaticHost> {
  return startChildHost({
    name: 'vite preview',
    command: VITE,
    args: [
      'preview',
      '--outDir',
      opts.distDir,
      '--port',
      String(opts.port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    baseURL: `http://127.0.0.1:${opts.port}`,
  });
}
