// The service worker's core (hashed, unchanged between releases that leave it alone): app shell
// precache, navigations, API reads per vet, map tiles, messages, report sync.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerApiRead } from './apiCache';
import { isCachedApiRead, resolveApiBase } from './apiRules';
import { listenForMessages } from './messages';
import { releasePrecache } from './release';
import { listenForOutboxSync } from './syncEvent';
import { registerTileCache } from './tileCache';
import { precacheShell } from './precacheShell';
import { laterTargets } from './laterFiles';
import { shellPages } from './shellPages';

declare const self: ServiceWorkerGlobalScope;

// The built shell: HTML, every JS chunk (lazy routes too), CSS, icons, fonts and the PDFs, as listed
// by this release's sw.js.
const precache = releasePrecache(self);
// Filled a few files at a time first; Workbox's own pass then checks every file is in place.
const shell = precacheShell(self, precache);
cleanupOutdatedCaches();

// The first install takes over the open page at once, so its first API reads are kept too.
// Later versions wait until the vet chooses Reload (SKIP_WAITING).
clientsClaim();

// Every in-app route (not the API, not uploaded media) opens from a cached page: the portal's
// addresses from the page the server sends them (its panel's code preloaded) once kept, the rest
// from index.html.
registerRoute(
  new NavigationRoute(shellPages(shell, laterTargets(precache, self.location.href)), {
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
