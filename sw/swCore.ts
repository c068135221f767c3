// The service worker's core (hashed, unchanged between releases that leave it alone): the release's
// precache (Workbox), navigations to index.html, API reads per vet, map tiles, messages, report sync.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerApiRead } from './apiCache';
import { isCachedApiRead, resolveApiBase } from './apiRules';
import { listenForMessages } from './messages';
import { listenForPeriodicRefresh } from './periodicRefresh';
import { precacheShell } from './precacheShell';
import { releasePrecache } from './release';
import { listenForOutboxSync } from './syncEvent';
import { registerTileCache } from './tileCache';

declare const self: ServiceWorkerGlobalScope;

// The built shell: HTML, every JS chunk (lazy routes too), CSS, icons, the web manifest and the
// PDFs, as this release's sw.js lists them, kept whatever the host varies them on.
const shell = precacheShell(self, releasePrecache(self));
cleanupOutdatedCaches();

// The first install takes over the open page at once, so its first API reads are kept too.
// Later versions wait until the vet chooses Reload (SKIP_WAITING, sw/messages.ts).
clientsClaim();

// Every in-app address (not the API, uploaded media or the PDFs) opens from the precached shell.
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
// Periodic Background Sync (Chromium, installed): the kept lists refreshed, new orders told.
listenForPeriodicRefresh(self, import.meta.env.VITE_API_BASE_URL ?? '/api/');
