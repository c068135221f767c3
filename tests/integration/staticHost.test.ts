// The built app on a static host: nginx with deploy/nginx.conf serves the pages, caching, gzip copies and security headers the reference server does.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../contract/pages.ts';
import { writeDeployConfig } from '../../scripts/deploy-config.ts';
import { clientHostsFromEnv } from '../../server/security.js';
import { startReferenceServer, type ReferenceServer } from '../support/server.ts';
import { startStaticHost, type StaticHost } from '../support/staticHost.ts';

/** A production build for an API on another host, with Paystack: every optional source in the CSP. */
const BUILD_ENV = {
  VITE_API_BASE_URL: 'https://api.marketplace.example/api/',
  VITE_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  VITE_GEO_PROVIDER: 'offline',
  VITE_PAYMENT_PROVIDER: 'paystack',
};

/** Each page of the build, told apart by its body (the build's own file names). */
const PAGES = {
  'index.html': '<!doctype html><title>Vet Portal</title><div id="root">Loading...</div>',
  // Over 1 KB, so the build has compressed copies of it (scripts/compress-dist.ts).
  'log-in.html': `<!doctype html><title>Vet Portal</title><h1>Log In</h1><!--${'x'.repeat(2000)}-->`,
  'create-account.html': '<!doctype html><title>Vet Portal</title><h1>Create Account</h1>',
  // An older release's portal pages, left on the host by a copy without --delete: no longer sent.
  'vet-profile.html':
    '<!doctype html><title>Vet Portal</title><link rel="modulepreload" href="/assets/wallet-a1.js">',
  'vet-profile-orders.html':
    '<!doctype html><title>Vet Portal</title><link rel="modulepreload" href="/assets/orders-b2.js">',
} as const;
type PageFile = keyof typeof PAGES;

const BIG_ASSET = '/assets/big-def456.js';
const BIG_SOURCE = `console.log(${JSON.stringify('vet portal '.repeat(400))});`;

/** What a response carries about its body and transport, not about security. */
const NOT_SECURITY = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'server',
  'transfer-encoding',
  'vary',
]);

let distDir: string;
let reference: ReferenceServer;
/** nginx's origin; set once it answers (a machine without nginx fails every test, with why). */
let nginx = '';
let closeNginx: StaticHost['close'] = async () => {};

function writeDist(dir: string): void {
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'icons'));
  for (const [file, html] of Object.entries(PAGES)) writeFileSync(path.join(dir, file), html);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Vet Portal' }));
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dir, BIG_ASSET), BIG_SOURCE);
  // The build's pre-compressed copies, as scripts/compress-dist.ts writes them.
  for (const file of ['log-in.html', BIG_ASSET]) {
    const data = readFileSync(path.join(dir, file));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(data));
  }
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'vet-portal-static-'));
  writeDist(distDir);
  await writeDeployConfig(distDir, BUILD_ENV);
  reference = await startReferenceServer({
    staticDir: distDir,
    build: { clientHosts: clientHostsFromEnv(BUILD_ENV) },
  });
  const host = await startStaticHost({ distDir });
  nginx = host.baseURL;
  closeNginx = host.close;
}, 30_000);

afterAll(async () => {
  await closeNginx();
  await reference.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** `url` on `origin` with this Accept-Encoding, its bytes as they travelled (fetch decodes them). */
const rawGet = (origin: string, url: string, acceptEncoding: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(
      new URL(url, origin),
      { headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

/** The security headers of an answer: every header but those about its body and transport. */
function security(headers: IncomingHttpHeaders): Record<string, string | string[] | undefined> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_SECURITY.has(name)));
}

describe('static host (nginx with deploy/nginx.conf)', () => {
  it('sends each address the page the reference server sends', async () => {
    const expected: [string, PageFile][] = [
      ['/', 'log-in.html'],
      ['/log-in', 'log-in.html'],
      ['/log-in?next=%2Fvet-profile', 'log-in.html'],
      ['/create-account', 'create-account.html'],
      ['/vet-profile', 'index.html'],
      ['/vet-profile?panel=YourWallet', 'index.html'],
      ['/vet-profile?panel=ManageOrder', 'index.html'],
      ['/vet-profile?tab=completed&panel=ManageOrder', 'index.html'],
      ['/verify', 'index.html'],
      ['/verify?panel=ManageOrder', 'index.html'],
      ['/pending', 'index.html'],
      ['/no-such-page', 'index.html'],
      // The page map nginx includes is the contract's (generated by the build): every address.
      ...Object.entries(PRERENDERED_PAGES).map(([url, file]): [string, PageFile] => {
        if (!(file in PAGES)) throw new Error(`${file}: add the page to PAGES above`);
        return [url, file as PageFile];
      }),
    ];
    for (const [url, file] of expected) {
      const page = await fetch(`${nginx}${url}`);
      expect(page.status, url).toBe(200);
      expect(page.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html, url).toBe(PAGES[file]);
      const served = await fetch(`${reference.baseURL}${url}`);
      expect(html, `${url} as the reference server`).toBe(await served.text());
    }
    // A client that takes no compression gets the plain file.
    const plain = await rawGet(nginx, '/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGES['log-in.html']);
  });

  it('answers a missing hashed asset with a real 404, not the app shell', async () => {
    const missing = await rawGet(nginx, '/assets/nope.js', 'identity');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('Vet Portal');
    expect(missing.headers['cache-control']).toBeUndefined();
    // Nor does it serve the build's host config.
    for (const file of ['security-headers.conf', 'pages.conf']) {
      const config = await rawGet(nginx, `/_deploy/${file}`, 'identity');
      expect(config.status, file).toBe(404);
    }
  });

  it('never lets a browser keep pages, sw.js or the manifest; keeps hashed assets for a year', async () => {
    const expected: [string, string][] = [
      ['/', 'no-cache'],
      ['/log-in', 'no-cache'],
      ['/vet-profile?panel=ManageOrder', 'no-cache'],
      ['/verify', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/sw.js', 'no-cache'],
      ['/manifest.webmanifest', 'no-cache'],
      ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
      [BIG_ASSET, 'public, max-age=31536000, immutable'],
      ['/icons/icon-192.png', 'public, max-age=3600'],
    ];
    for (const [url, cacheControl] of expected) {
      for (const acceptEncoding of ['identity', 'gzip']) {
        const answer = await rawGet(nginx, url, acceptEncoding);
        expect(answer.status, url).toBe(200);
        expect(answer.headers['cache-control'], `${url} ${acceptEncoding}`).toBe(cacheControl);
      }
      const served = await fetch(`${reference.baseURL}${url}`);
      expect(served.headers.get('cache-control'), `${url} on the reference server`).toBe(
        cacheControl,
      );
    }
    const manifest = await rawGet(nginx, '/manifest.webmanifest', 'identity');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    const sw = await rawGet(nginx, '/sw.js', 'identity');
    expect(sw.headers['content-type']).toContain('javascript');
  });

  it("sends the build's gzip copy to a browser that accepts gzip, the plain file otherwise", async () => {
    const gzip = await rawGet(nginx, BIG_ASSET, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    // The bytes of the build's .gz file, not a copy nginx compressed itself.
    expect(gzip.body).toEqual(readFileSync(path.join(distDir, `${BIG_ASSET}.gz`)));
    const page = await rawGet(nginx, '/log-in', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.body).toEqual(readFileSync(path.join(distDir, 'log-in.html.gz')));
    const plain = await rawGet(nginx, BIG_ASSET, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SOURCE);
  });

  it('sends the security headers the reference server sends, on pages, files and 404s', async () => {
    const expected = security((await rawGet(reference.baseURL, '/log-in', 'gzip')).headers);
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'permissions-policy',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]),
    );
    for (const url of [
      '/log-in',
      '/verify',
      '/vet-profile',
      BIG_ASSET,
      '/sw.js',
      '/assets/nope.js',
    ]) {
      const answer = await rawGet(nginx, url, 'gzip');
      expect(security(answer.headers), url).toEqual(expected);
    }
    // The API on its own host is in the policy: the app may call it and show its pictures.
    const csp = String(expected['content-security-policy']);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.marketplace\.example/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/api\.marketplace\.example/);
  });
});
