// Serving the built PWA: SPA fallback, cache headers, and JSON 404s for the API.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_LINK_INVALID } from '../../server/static.js';
import { useServer } from './useServer.js';

let staticDir: string;
beforeAll(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'vet-portal-dist-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Vet Portal</title>');
  writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  // The build's prerendered Log In screen (scripts/prerender.ts); Create Account was not built.
  writeFileSync(
    path.join(staticDir, 'log-in.html'),
    '<!doctype html><title>Vet Portal</title><h1>Log In</h1>',
  );
  // An older release's portal pages, left on the host by a copy without --delete: no longer sent.
  for (const [file, panel] of [
    ['vet-profile.html', 'wallet'],
    ['vet-profile-orders.html', 'orders'],
  ] as const) {
    writeFileSync(
      path.join(staticDir, file),
      `<!doctype html><title>Vet Portal</title><link rel="modulepreload" href="/assets/${panel}.js">`,
    );
  }
  // The build's pre-compressed copies (scripts/compress-dist.ts) of what must never be cached.
  for (const name of ['index.html', 'sw.js', 'log-in.html']) {
    writeFileSync(
      path.join(staticDir, `${name}.br`),
      brotliCompressSync(readFileSync(path.join(staticDir, name))),
    );
  }
  writeFileSync(
    path.join(staticDir, 'log-in.html.gz'),
    gzipSync(readFileSync(path.join(staticDir, 'log-in.html'))),
  );
  writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  // Build files the app never asks for: Vite's manifest, the deploy configurations.
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{"secret-chunk": {}}');
  mkdirSync(path.join(staticDir, '_deploy'));
  writeFileSync(path.join(staticDir, '_deploy', 'nginx.conf'), 'server { listen 80; }');
  const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(staticDir, 'assets', 'big-def456.js'), big);
  writeFileSync(path.join(staticDir, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
});
afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
});
const server = useServer(() => ({ staticDir }));

/** `url` asked for with this Accept-Encoding (fetch would choose its own and decode the body). */
const rawGet = (url: string, acceptEncoding: string) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(
      new URL(`${server.base}${url}`),
      { headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
const headersFor = async (url: string, acceptEncoding: string) =>
  (await rawGet(url, acceptEncoding)).headers;

describe('static PWA', () => {
  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/vet-profile', '/log-in?next=1', '/pending', '/create-account']) {
      const response = await fetch(`${server.base}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Vet Portal</title>');
    }
  });

  it('serves / uncompressed to a client that asks for no encoding (curl, monitors, previews)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await server.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<h1>Log In</h1>');
    }
  });

  it('sends the prerendered Log In screen at / and /log-in, and the app shell elsewhere', async () => {
    const page = async (url: string) => (await fetch(`${server.base}${url}`)).text();
    expect(await page('/')).toContain('<h1>Log In</h1>');
    expect(await page('/log-in?next=1')).toContain('<h1>Log In</h1>');
    // No prerendered file for it in this build: the shell, drawn by the app.
    expect(await page('/create-account')).not.toContain('<h1>');
    expect(await page('/pending')).not.toContain('<h1>');
    const direct = await fetch(`${server.base}/log-in.html`);
    expect(direct.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the portal, whatever its panel, the app shell, as every other page the app draws', async () => {
    const page = async (url: string) => (await fetch(`${server.base}${url}`)).text();
    const shell = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    for (const url of [
      '/vet-profile',
      '/vet-profile?panel=YourWallet',
      '/vet-profile?panel=ManageOrder',
      '/vet-profile?tab=completed&panel=ManageOrder',
      '/verify',
      '/pending',
      '/no-such-page',
      '/verify?panel=ManageOrder',
    ]) {
      expect(await page(url), url).toBe(shell);
    }
  });

  it('serves sw.js without caching and hashed assets for a year', async () => {
    const sw = await fetch(`${server.base}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('javascript');
    const asset = await fetch(`${server.base}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy to a browser that accepts it, the plain file otherwise', async () => {
    expect((await headersFor('/assets/big-def456.js', 'br, gzip'))['content-encoding']).toBe('br');
    expect((await headersFor('/assets/big-def456.js', 'identity'))['content-encoding']).toBe(
      undefined,
    );
  });

  it('sends a page its pre-compressed copy when the browser takes it', async () => {
    const logIn = readFileSync(path.join(staticDir, 'log-in.html'));
    const br = await rawGet('/log-in', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body)).toEqual(logIn);
    const gzip = await rawGet('/', 'gzip;q=1.0, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(logIn);
    const plain = await rawGet('/log-in', 'identity');
    expect(plain.headers['content-encoding']).toBe(undefined);
    expect(plain.body).toEqual(logIn);
    // The shell has only a brotli copy here: a gzip-only browser gets the plain file.
    expect((await rawGet('/pending', 'br')).headers['content-encoding']).toBe('br');
    expect((await rawGet('/pending', 'gzip')).headers['content-encoding']).toBe(undefined);
  });

  it('never lets a browser cache the compressed index.html or sw.js either', async () => {
    for (const url of ['/sw.js', '/index.html']) {
      const headers = await headersFor(url, 'br, gzip');
      expect(headers['content-encoding'], url).toBe('br');
      expect(headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/', '/vet-profile']) {
      expect((await headersFor(url, 'br, gzip'))['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps the API and media answering JSON 404s, not the app shell', async () => {
    for (const url of ['/api/unknown', '/api/dashboard/nothing/']) {
      const response = await fetch(`${server.base}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found.' });
    }
    const unsigned = await fetch(`${server.base}/media/missing.jpg`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toEqual({ error: MEDIA_LINK_INVALID });
    const post = await fetch(`${server.base}/vet-profile`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('does not serve files outside the folders', async () => {
    const response = await fetch(`${server.base}/media/..%2Fvet-portal.sqlite`);
    expect([403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('SQLite format');
    const passwd = await fetch(`${server.base}/..%2F..%2Fetc%2Fpasswd`);
    expect(await passwd.text()).not.toContain('root:');
  });

  it.each([
    '/.vite/manifest.json',
    '/%2Evite/manifest.json',
    '/_deploy/nginx.conf',
    '/_deploy/',
    '/assets/gone-123abc.js',
    '/assets/',
  ])('answers %s with a 404, neither the file nor the page', async (url) => {
    const response = await fetch(`${server.base}${url}`);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('secret-chunk');
    expect(text).not.toContain('listen 80');
    expect(text).not.toContain('<title>');
  });
});
