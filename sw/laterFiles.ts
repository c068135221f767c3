// The shell's files kept once the page is ready to work offline (the map picker, the portal's pages): not waited for by "ready", which a first visit on 3G reaches sooner without them.
import { isServiceWorkerMessage } from '../src/lib/offline/cacheNames';
import { fillPrecache, type FillTarget } from './fillPrecache';
import type { ReleaseEntry } from './precachePack';

/** Where they are kept: a cache of their own, so Workbox's precache clean-up leaves them alone. */
export const LATER_CACHE_NAME = 'vet-portal-later';

/**
 * The entries of the release's list kept later, by absolute URL. A hashed name is its own revision;
 * a fixed name (the portal's pages) is kept under its URL and revision, so a release that changes
 * it keeps the new copy, and lets go of the old one.
 */
export function laterTargets(entries: readonly ReleaseEntry[], base: string): FillTarget[] {
  return entries.flatMap((entry) => {
    if (typeof entry === 'string' || !entry.later) return [];
    const url = new URL(entry.url, base).href;
    const cacheKey = entry.revision ? `${url}?__WB_REVISION__=${entry.revision}` : url;
    return [{ url, cacheKey, reload: Boolean(entry.revision) }];
  });
}

/** Keeps what is missing, then lets go of what this release no longer lists. */
export async function keepLaterFiles(targets: readonly FillTarget[]): Promise<void> {
  const cache = await caches.open(LATER_CACHE_NAME);
  await fillPrecache(targets, { cache });
  const listed = new Set(targets.map((target) => target.cacheKey));
  for (const request of await cache.keys()) {
    if (!listed.has(request.url)) await cache.delete(request);
  }
}

/** How long the later files wait for a page to say it is ready, once the worker is active. */
export const LATER_WAIT_MS = 20_000;

/**
 * Calls `keep` once a page says it is ready to work offline (PAGE_READY), or LATER_WAIT_MS after
 * the worker activates, or starts again active, when none has. Not at once: a first install that
 * ends as the vet logs in activates while the portal reads the lists it must save to be ready, and
 * the later files then took four of the six connections those reads needed on 3G; an active
 * worker starts as a page opens, whose own files and reads come first. Not under the activation's
 * waitUntil either: the worker is active, and the page ready, without them.
 */
export function keepWhenReady(
  scope: Pick<ServiceWorkerGlobalScope, 'addEventListener'> & {
    serviceWorker?: Pick<ServiceWorker, 'state'>;
  },
  keep: () => Promise<void>,
): void {
  const quietly = () => keep().catch(() => undefined);
  let wait: ReturnType<typeof setTimeout> | undefined;
  const waitForPage = () => {
    clearTimeout(wait);
    wait = setTimeout(() => void quietly(), LATER_WAIT_MS);
  };
  scope.addEventListener('activate', waitForPage);
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message: unknown = event.data;
    if (!isServiceWorkerMessage(message) || message.type !== 'PAGE_READY') return;
    clearTimeout(wait);
    event.waitUntil(quietly());
  });
  // A new version waiting beside the active one never keeps them: it would let go of the files
  // the pages still use.
  if (scope.serviceWorker?.state === 'activated') waitForPage();
}
