// How many items of one vet wait in the outbox, read straight from IndexedDB (for the Log In screen, without the runner).
import { createStore, promisifyRequest } from 'idb-keyval';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from './db';
import { isUnsent, type OutboxItemState } from './types';

/** What every stored item version has in common: its vet and its state. */
interface StoredHead {
  ownerId?: unknown;
  state?: OutboxItemState;
}

/** The number of `ownerId`'s items not sent yet; 0 when the outbox cannot be read. */
export async function countWaiting(ownerId: string): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  try {
    const store = createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME);
    const records = await store('readonly', (items) =>
      promisifyRequest(items.getAll(IDBKeyRange.bound('item:', 'item:\uffff'))),
    );
    return (records as StoredHead[]).filter(
      (record) =>
        record.ownerId === ownerId &&
        record.state !== undefined &&
        isUnsent({ state: record.state }),
    ).length;
  } catch {
    return 0; // no storage here (private mode): nothing can be waiting either
  }
}
