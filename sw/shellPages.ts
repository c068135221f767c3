// The cached page a navigation opens: the one the server would send for the address (contract/pages.ts) when the worker has it, else index.html.
import type { PrecacheController } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';
import { portalPage } from '../contract/pages';

/** A navigation handler answering each address from the precached page made for it. */
export function shellPages(shell: PrecacheController): RouteHandlerCallback {
  const handlers = new Map<string, RouteHandlerCallback>();
  const handlerFor = (page: string): RouteHandlerCallback => {
    let handler = handlers.get(page);
    if (!handler) {
      handler = shell.createHandlerBoundToURL(page);
      handlers.set(page, handler);
    }
    return handler;
  };
  return (options) => {
    const page = portalPage(options.url.pathname, options.url.search);
    // index.html when this release's list has no such page.
    const cached = page !== null && shell.getCacheKeyForURL(page) !== undefined;
    return handlerFor(cached ? page : 'index.html')(options);
  };
}
