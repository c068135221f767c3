// Messages from the page: SKIP_WAITING (the vet chose Reload), PURGE_USER (a session ended), SESSION_CHANGED.
import { isServiceWorkerMessage } from '../src/lib/offline/cacheNames';
import { rereadSession } from './owners';
import { purgeApiCaches } from './purge';

export function listenForMessages(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message: unknown = event.data;
    if (!isServiceWorkerMessage(message)) return;
    if (message.type === 'SKIP_WAITING') {
      void worker.skipWaiting();
      return;
    }
    if (message.type === 'SESSION_CHANGED') {
      event.waitUntil(rereadSession());
      return;
    }
    const done = purgeApiCaches(message.userId);
    event.waitUntil(done);
    // Answer on the reply port, if the page gave one, once the caches are gone.
    void done.then(() => event.ports[0]?.postMessage({ type: 'PURGED' }));
  });
}
