// Serves uploaded media at /media/ (signed URLs only), the built PWA at / with an SPA fallback,
// and JSON 404s for /api.
import { existsSync } from 'node:fs';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/schema.js';
import { viewerStillSignedIn, type MediaSigner } from './media.js';
import { builtPage } from '../contract/pages.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Documents are personal information (POPIA): never stored by a browser or proxy. */
const DOCUMENT_CACHE = 'private, no-store';
/** A picture may stay in its owner's browser for as long as its URL is valid. */
const PICTURE_CACHE = 'private, max-age=1800';
export const MEDIA_LINK_INVALID = 'This link has expired or is not valid. Reload the page.';
/**
 * An uploaded file is never a page of this origin: a PDF or an SVG-like upload opened in a tab is
 * downloaded, and would run no script even if shown (an <img> ignores both headers).
 */
const MEDIA_SANDBOX = "sandbox; default-src 'none'";

/**
 * Build files the app never asks for: Vite's manifest (/.vite/), the deploy configurations
 * (/_deploy/), any other dotfile or dot-folder.
 */
function isPrivateBuildPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname); // /%2Evite/ is /.vite/
  } catch {
    // a malformed escape names no file
  }
  return path.startsWith('/_deploy/') || path === '/_deploy' || /\/\./.test(path);
}

/** Whether a path not found is a page the app draws (not an asset, a build file, the API or media). */
function isAppPage(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/')) {
    return false;
  }
  return !pathname.startsWith('/assets/') && !isPrivateBuildPath(pathname);
}

const ENCODING_EXTENSION = { br: 'br', gzip: 'gz' } as const;

/**
 * The encoding of the build's pre-compressed copies this Accept-Encoding takes, brotli first: the
 * negotiation @fastify/static makes for the other files ("*" counts as gzip).
 */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  return negotiate((header ?? '').toLowerCase().replace(/\*/g, 'gzip'), ['br', 'gzip']);
}

function appCacheHeaders(res: SetHeadersResponse, filePath: string): void {
  // The pre-compressed copy (sw.js.br) is the same file to the browser as the plain one.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const normalized = filePath.split(path.sep).join('/');
  if (name.endsWith('.html') || name === 'sw.js' || name.endsWith('.webmanifest')) {
    res.setHeader('Cache-Control', NO_CACHE);
  } else if (normalized.includes('/assets/')) {
    res.setHeader('Cache-Control', IMMUTABLE);
  } else {
    res.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

export async function registerStatic(
  app: FastifyInstance,
  opts: { mediaDir: string; staticDir?: string; media: MediaSigner; db: Db },
): Promise<void> {
  // Only the sendFile decorator: media is served by the signed route below.
  await app.register(fastifyStatic, { root: opts.mediaDir, serve: false, decorateReply: true });

  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/media/:name',
    (request, reply) => {
      const name = request.params.name;
      const grant = /^[\w-]+\.\w+$/.test(name) ? opts.media.verify(name, request.query) : null;
      // Signed for a viewer signed out everywhere or disabled since: no longer valid.
      const kind = grant && viewerStillSignedIn(opts.db, grant) ? grant.kind : null;
      if (!kind)
        return reply.code(403).header('cache-control', 'no-store').send({
          error: MEDIA_LINK_INVALID,
        });
      reply
        .header('cache-control', kind === 'document' ? DOCUMENT_CACHE : PICTURE_CACHE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-security-policy', MEDIA_SANDBOX);
      return reply.sendFile(name, opts.mediaDir, { cacheControl: false, dotfiles: 'deny' });
    },
  );

  const staticDir = opts.staticDir;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      decorateReply: false,
      // The build writes .br and .gz copies (scripts/compress-dist.ts); send them when accepted.
      preCompressed: true,
      // "/" is a page like the others: the fallback below sends it the Log In screen.
      index: false,
      // A folder (/ and /assets/) is never listed or refused here: the fallback below answers it,
      // compressed or not (without this, / without Accept-Encoding got a 403).
      // Nor are Vite's manifest and the deploy configurations served: they answer 404.
      allowedPath: (pathname) => !pathname.endsWith('/') && !isPrivateBuildPath(pathname),
      cacheControl: false,
      setHeaders: appCacheHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const [pathname = '/'] = request.url.split('?');
    // A missing /assets/ file is a 404, not the page: a stale chunk must fail as a chunk.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isAppPage(pathname);
    if (staticDir && isPage) {
      // Log In and Create Account come drawn (scripts/prerender.ts); the other pages draw in the app.
      const prerendered = builtPage(pathname);
      const file =
        prerendered && existsSync(path.join(staticDir, prerendered)) ? prerendered : 'index.html';
      reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding');
      // Its pre-compressed copy when the browser takes it, as the static files above.
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const compressed = encoding && `${file}.${ENCODING_EXTENSION[encoding]}`;
      if (compressed && existsSync(path.join(staticDir, compressed))) {
        reply.type('text/html; charset=utf-8').header('Content-Encoding', encoding);
        return reply.sendFile(compressed, staticDir, { cacheControl: false, contentType: false });
      }
      return reply.sendFile(file, staticDir, { cacheControl: false });
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}
