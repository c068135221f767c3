// One build, built for an API on another origin, served by each kind of static host a deployer may
// pick: after "Ready to work offline" the portal opens offline in a new page with the vet's balance
// and pending orders, whatever the host sends (Vary, ETags, Cache-Control).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { buildForApi } from '../support/crossOriginBuild';
import { startCaddy } from '../support/hosts/caddy';
import { startCdnHost } from '../support/hosts/cdnHost';
import type { StaticHost } from '../support/hosts/childHost';
import { startPlainNginx } from '../support/hosts/plainNginx';
import { PORTS } from '../support/ports';
import { startVitePreview } from '../support/hosts/vitePreview';
import { startReferenceServer, type ReferenceServer } from '../support/server';
import { startStaticHost } from '../support/staticHost';
import { logIn, withPersistentContext } from './harness';
import { balancesText, openFresh, pendingOrderNumbers } from './pwa-support';

/** Fixed ports: the build names the API's address, and the API allows each host's origin. */
const API_PORT = PORTS.hostMatrix.api;
const BUILD_DIR = 'dist-host-matrix';
const VET = 'verified@vets.example';

interface Host {
  name: string;
  port: number;
  start: (opts: { distDir: string; port: number }) => Promise<StaticHost>;
}

const HOSTS: Host[] = [
  {
    name: "nginx with the repo's deploy/nginx.conf",
    port: PORTS.hostMatrix.deployNginx,
    start: startStaticHost,
  },
  {
    name: 'plain nginx (gzip_vary, try_files)',
    port: PORTS.hostMatrix.plainNginx,
    start: startPlainNginx,
  },
  {
    name: 'vite preview (Vary: Origin)',
    port: PORTS.hostMatrix.vitePreview,
    start: startVitePreview,
  },
  {
    name: 'a CDN-like host (Vary: Origin, ETags, max-age=0, must-revalidate)',
    port: PORTS.hostMatrix.cdn,
    start: startCdnHost,
  },
  { name: "Caddy's file_server (try_files)", port: PORTS.hostMatrix.caddy, start: startCaddy },
];

const origin = (host: Host) => `http://127.0.0.1:${host.port}`;

let api: ReferenceServer | undefined;

before(async () => {
  buildForApi(BUILD_DIR, `http://127.0.0.1:${API_PORT}/api/`);
  api = await startReferenceServer({ build: { corsOrigins: HOSTS.map(origin) }, port: API_PORT });
});
after(async () => {
  await api?.close();
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

/** Online until ready, then a new page with no signal: it must show what the vet saw online. */
async function offlineOpen(context: BrowserContext, baseURL: string): Promise<void> {
  const page = await context.newPage();
  await logIn(page, VET);
  await page.waitForURL('**/vet-profile**');
  const balances = await balancesText(page);
  // Manage Orders from the menu, in the same page: "ready" is said once, wherever the vet is.
  await page.getByRole('button', { name: 'Show menu' }).click();
  await page.getByRole('link', { name: 'Manage Orders' }).click();
  const orders = await pendingOrderNumbers(page);
  await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor({
    timeout: 60_000,
  });
  await page.close();

  // Every request of the portal's own files that fails offline, with the browser's reason.
  const failed: string[] = [];
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseURL) failed.push(`${url.pathname} ${request.failure()?.errorText}`);
  });
  const offline = await openFresh(context, baseURL, '/vet-profile?panel=ManageOrder', {
    offline: true,
  });
  const shown = await pendingOrderNumbers(offline).catch((error: unknown) => {
    throw new Error(`no pending orders offline; failed: ${failed.join(', ') || 'nothing'}`, {
      cause: error,
    });
  });
  assert.deepEqual(shown, orders);
  await offline.getByRole('button', { name: 'Show menu' }).click();
  await offline.getByRole('link', { name: 'Your wallet' }).click();
  assert.equal(await balancesText(offline), balances);
  assert.deepEqual(
    failed.filter((request) => request.startsWith('/assets/')),
    [],
    'the build’s files, offline',
  );
}

describe('one build on every kind of static host, the API on another origin', () => {
  for (const host of HOSTS) {
    test(`${host.name}: after "ready", a new page offline shows the balance and the orders`, async () => {
      const served = await host.start({ distDir: BUILD_DIR, port: host.port });
      try {
        await withPersistentContext((context) => offlineOpen(context, served.baseURL), {
          baseURL: served.baseURL,
          viewport: { width: 360, height: 740 },
        });
      } finally {
        await served.close();
      }
    });
  }
});
