// A CDN-like host in node: Vary: Origin, Accept and CORS on every file, strong ETags with 304s, max-age=0, the app shell for unknown paths.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { StaticHost } from './childHost';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

/** The file under root that `pathname` names, or null (outside root, a folder, no such file). */
async function fileAt(root: string, pathname: string): Promise<Buffer | null> {
  const file = path.join(root, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  return readFile(file).catch(() => null);
}

/** Serves distDir on 127.0.0.1 (port, or a free one), as a CDN that revalidates every file. */
export async function startCdnHost(opts: { distDir: string; port?: number }): Promise<StaticHost> {
  const root = path.resolve(opts.distDir);
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    let name = pathname;
    let body = await fileAt(root, pathname);
    if (!body && !pathname.startsWith('/assets/')) {
      name = '/index.html';
      body = await fileAt(root, name);
    }
    // Origin as CORS middleware varies; Accept as content negotiation does (a page's requests for
    // a script and the worker's differ in it).
    response.setHeader('Vary', 'Origin, Accept');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', 'max-age=0, must-revalidate');
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the CDN-like host has no port');
  return {
    baseURL: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
