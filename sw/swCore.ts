// The service worker's core (hashed, unchanged between releases that leave it alone): app shell
// precache, navigations, API reads per vet, map tiles, messages, report sync.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerApiRead } from './apiCache';
import { isCachedApiRead, resolveApiBase } from './apiRules';
import { listenForMessages } from './messages';
import { releasePrecache } from './release';
import { listenForOutboxSync } from './syncEvent';
import { registerTileCache } from './tileCache';
import { fillPrecache, fillTargets } from './fillPrecache';

declare const self: ServiceWorkerGlobalScope;

// The built shell: HTML, every JS chunk (lazy routes too), CSS, icons, fonts and the PDFs, as listed
// by this release's sw.js.
const precache = releasePrecache(self);
const shell = new PrecacheController();
shell.addToCacheList(precache);
// Filled a few files at a time first; Workbox's own pass then checks every file is in place.
self.addEventListener('install', (event) => {
  const install = async () => {
    const cache = await caches.open(shell.strategy.cacheName);
    const targets = fillTargets(precache, self.location.href, (url) =>
      shell.getCacheKeyForURL(url),
    );
    await fillPrecache(targets, { cache });
    await shell.install(event);
  };
  event.waitUntil(install());
});
self.addEventListener('activate', (event) => void shell.activate(event));
registerRoute(new PrecacheRoute(shell));
cleanupOutdatedCaches();

// The first install takes over the open page at once, so its first API reads are kept too.
// Later versions wait until the vet chooses Reload (SKIP_WAITING).
clientsClaim();

// Every in-app route (not the API, not uploaded media) opens from the cached index.html.
registerRoute(
  new NavigationRoute(shell.createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/docs\//],
  }),
);

// API reads only (GET), from the configured API host, whatever its origin: writes have no route at
// all, so the browser sends them untouched.
const apiBase = resolveApiBase(import.meta.env.VITE_API_BASE_URL ?? '/api/', self.location.origin);
registerRoute(
  ({ request }) => isCachedApiRead(request, apiBase),
  ({ request, event }) => answerApiRead(request, event, apiBase),
  'GET',
);

registerTileCache(import.meta.env.VITE_TILE_URL);

listenForMessages(self);

// Background Sync: queued inspection reports go out when signal returns, even with the app closed.
listenForOutboxSync(self, import.meta.env.VITE_API_BASE_URL ?? '/api/');
