// The service worker's `sync` listener: the outbox tag runs the Background Sync sender (sw/outboxSync.ts).
import { appOutboxTopics } from '../src/app/outboxTopics';
import { OUTBOX_SYNC_TAG } from '../src/lib/outbox/backgroundSync';
import { runOutboxSync } from './outboxSync';

/** The Background Sync event (not in TypeScript's WebWorker types). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Sends queued reports when the browser fires the outbox sync (signal is back, app open or not).
 * A rejected waitUntil makes the browser try again later; on its last chance the reports stay
 * queued for the app's own runner.
 */
export function listenForOutboxSync(worker: ServiceWorkerGlobalScope, apiBaseUrl: string): void {
  const base = new URL(
    apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`,
    worker.location.href,
  );
  worker.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      runOutboxSync(
        { apiBaseUrl: base.href, topics: appOutboxTopics },
        { lastChance: sync.lastChance },
      ).then((result) => {
        if (result === 'retry-later') throw new Error('Reports are still waiting for signal.');
      }),
    );
  });
}
