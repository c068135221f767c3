// Empties the device's outbox database (queued reports, drafts, the lease) between tests.
import { clear, createStore } from 'idb-keyval';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from '@/lib/outbox/db';

export function clearDeviceStore(): Promise<void> {
  return clear(createStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME));
}
