// Serves uploaded media at /media/, the built PWA at / with an SPA fallback, and JSON 404s for /api.
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function appCacheHeaders(res: SetHeadersResponse, filePath: string): void {
  const name = path.basename(filePath);
  const normalized = filePath.split(path.sep).join('/');
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest')) {
    res.setHeader('Cache-Control', NO_CACHE);
  } else if (normalized.includes('/assets/')) {
    res.setHeader('Cache-Control', IMMUTABLE);
  } else {
    res.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

export async function registerStatic(
  app: FastifyInstance,
  opts: { mediaDir: string; staticDir?: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: true,
    dotfiles: 'deny',
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    },
  });

  const staticDir = opts.staticDir;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      decorateReply: false,
      // The build writes .br and .gz copies (scripts/compress-dist.ts); send them when accepted.
      preCompressed: true,
      cacheControl: false,
      setHeaders: appCacheHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/media/');
    if (staticDir && isPage) {
      reply.header('Cache-Control', NO_CACHE);
      return reply.sendFile('index.html', staticDir, { cacheControl: false });
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}
