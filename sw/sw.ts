// The service worker's entry: this release's precache list, then the hashed core that acts on it.
// A release that changes only app code changes this small file and none of the core, so an
// installed phone downloads the list and the changed chunks, not the worker's code again.
/// <reference lib="webworker" />
import coreUrl from './swCore?worker&url';
import { holdPrecache } from './release';

declare const self: ServiceWorkerGlobalScope;

holdPrecache(self, self.__WB_MANIFEST);
// Synchronous, at the top level: a service worker can import scripts only while it first runs.
importScripts(coreUrl);
