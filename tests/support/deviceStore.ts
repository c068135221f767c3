// Empties the device's outbox database (queued reports, drafts, the lease) between tests.
import { clear, createStore, keys } from 'idb-keyval';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from '@/lib/outbox/db';

export function clearDeviceStore(): Promise<void> {
  return clear(createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME));
}

/** The keys the device's outbox database holds now. */
export function deviceStoreKeys(): Promise<IDBValidKey[]> {
  return keys(createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME));
}
