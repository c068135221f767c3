// The outbox in IndexedDB (idb-keyval store 'vet-portal-outbox'/'items'): item and file written
// together in one transaction (a draft deleted in it too), reopened and retried when the connection closes (iOS).
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { draftFilesKey } from '@/lib/drafts/keys';
import { openStore } from '@/lib/storage/idbStore';
import { fromStored, storable, type StoredBlob } from '@/lib/storage/storedBytes';
import type { OldRecord, OutboxTopics } from './topics';
import type { OutboxItem } from './types';

export const OUTBOX_DB_NAME = 'vet-portal-outbox';
export const OUTBOX_STORE_NAME = 'items';

const itemKey = (id: string) => `item:${id}`;
const blobKey = (id: string) => `blob:${id}`;
const LEASE_KEY = 'lease';

/** What an item key holds: today's item, or a record an older version wrote. */
type Stored = OutboxItem | OldRecord;

/** The fallback lock where navigator.locks is missing: who drains, and until when. */
export interface Lease {
  holder: string;
  expiresAt: number;
}

export interface OutboxDb {
  /** Writes the item and its file in ONE transaction: after a crash both exist or neither. */
  add(item: OutboxItem, file: Blob | null): Promise<void>;
  /** Puts `item` in place of `oldId` (an edited one) in one transaction. */
  replace(oldId: string, item: OutboxItem, file: Blob | null): Promise<void>;
  list(): Promise<OutboxItem[]>;
  get(id: string): Promise<OutboxItem | undefined>;
  file(id: string): Promise<Blob | undefined>;
  /** Read-modify-write of one item in one transaction; nothing happens when it is gone. */
  patch(
    id: string,
    change: (item: OutboxItem) => Partial<OutboxItem> | null,
  ): Promise<OutboxItem | undefined>;
  /** Removes the item and its file together. */
  remove(id: string): Promise<void>;
  /**
   * Turns a draft into a queued item: writes the item and its file, deletes the draft at
   * `draftKey` (and the item `replaces`, an edited one) in ONE transaction.
   */
  commitDraft(
    draftKey: string,
    item: OutboxItem,
    file: Blob | null,
    replaces?: string,
  ): Promise<void>;
  /** Atomic read-modify-write of the lease record; returns the lease now stored. */
  updateLease(
    change: (current: Lease | undefined) => Lease | undefined,
  ): Promise<Lease | undefined>;
}

/** True for the errors a closed or lost IndexedDB connection gives (InvalidStateError on iOS). */
export function isClosedConnectionError(error: unknown): boolean {
  if (
    !(error instanceof Error) &&
    !(typeof DOMException !== 'undefined' && error instanceof DOMException)
  ) {
    return false;
  }
  const { name, message } = error as { name: string; message: string };
  return (
    name === 'InvalidStateError' ||
    (name === 'UnknownError' && /connection|lost/i.test(message)) ||
    /connection.*clos|database.*clos/i.test(message)
  );
}

/** Runs the callback on the store; a closed connection is reopened once and the work retried. */
function reopening(makeStore: () => UseStore): UseStore {
  let store = makeStore();
  return async (mode, callback) => {
    try {
      return await store(mode, callback);
    } catch (error) {
      if (!isClosedConnectionError(error)) throw error;
      store = makeStore();
      return store(mode, callback);
    }
  };
}

/** Queues writes on the store and aborts the transaction if one of them throws synchronously. */
function writeAll(store: IDBObjectStore, writes: (store: IDBObjectStore) => void): Promise<void> {
  try {
    writes(store);
  } catch (error) {
    store.transaction.abort();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return transactionDone(store.transaction);
}

/** Resolves when the transaction commits; rejects with its error (or an AbortError) otherwise. */
function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
  });
}

function putItem(store: IDBObjectStore, item: OutboxItem, file: StoredBlob | null) {
  store.put(item, itemKey(item.id));
  if (file) store.put(file, blobKey(item.id));
}

/** Read, change and write one key in a single readwrite transaction. */
function readModifyWrite<T>(
  store: IDBObjectStore,
  key: string,
  change: (current: T | undefined) => T | undefined,
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const read = store.get(key);
    read.onerror = () => reject(read.error ?? new Error('read failed'));
    read.onsuccess = () => {
      let next: T | undefined;
      try {
        next = change(read.result as T | undefined);
        if (next === undefined) store.delete(key);
        else store.put(next, key);
      } catch (error) {
        store.transaction.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      transactionDone(store.transaction).then(() => resolve(next), reject);
    };
  });
}

export interface OutboxDbOptions {
  /** Reads the records older versions of the features stored (without them, those are left alone). */
  topics?: Pick<OutboxTopics, 'upgrade'>;
  /** For tests that need to watch or break the connection. */
  makeStore?: () => UseStore;
  /** For tests of a browser that refuses Blobs (checked once per page otherwise). */
  canKeepBlobs?: () => Promise<boolean>;
}

/** Opens the outbox. */
export function openOutboxDb({
  topics,
  makeStore = () => openStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME),
  canKeepBlobs,
}: OutboxDbOptions = {}): OutboxDb {
  /** Today's item from a stored record; null for an old one no topic reads (left as it is). */
  const read = (record: Stored): OutboxItem | null =>
    record.v === 2 ? (record as OutboxItem) : (topics?.upgrade(record as OldRecord) ?? null);
  const run = reopening(makeStore);
  return {
    add: async (item, file) => {
      const bytes = file && (await storable(file, canKeepBlobs)).stored;
      await run('readwrite', (store) => writeAll(store, (s) => putItem(s, item, bytes)));
    },
    replace: async (oldId, item, file) => {
      const bytes = file && (await storable(file, canKeepBlobs)).stored;
      await run('readwrite', (store) =>
        writeAll(store, (s) => {
          s.delete(itemKey(oldId));
          s.delete(blobKey(oldId));
          putItem(s, item, bytes);
        }),
      );
    },
    list: () =>
      run('readonly', (store) =>
        promisifyRequest(store.getAll(IDBKeyRange.bound('item:', 'item:\uffff'))),
      ).then((records) =>
        (records as Stored[])
          .flatMap((record) => read(record) ?? [])
          .sort((a, b) => a.createdAt - b.createdAt),
      ),
    get: (id) =>
      run('readonly', (store) => promisifyRequest<Stored | undefined>(store.get(itemKey(id)))).then(
        (record) => (record && read(record)) ?? undefined,
      ),
    file: (id) =>
      run('readonly', (store) =>
        promisifyRequest<StoredBlob | undefined>(store.get(blobKey(id))),
      ).then(fromStored),
    patch: (id, change) =>
      run('readwrite', (store) =>
        readModifyWrite<Stored>(store, itemKey(id), (record) => {
          const item = record && read(record);
          if (!item) return record; // gone, or a record no topic reads: left as it is
          const update = change(item);
          return update ? { ...item, ...update } : item;
        }).then((record) => (record && read(record)) ?? undefined),
      ),
    remove: (id) =>
      run('readwrite', (store) =>
        writeAll(store, (s) => {
          s.delete(itemKey(id));
          s.delete(blobKey(id));
        }),
      ),
    commitDraft: async (draftKey, item, file, replaces) => {
      const bytes = file && (await storable(file, canKeepBlobs)).stored;
      await run('readwrite', (store) =>
        writeAll(store, (s) => {
          if (replaces) {
            s.delete(itemKey(replaces));
            s.delete(blobKey(replaces));
          }
          putItem(s, item, bytes);
          s.delete(draftKey);
          s.delete(draftFilesKey(draftKey));
        }),
      );
    },
    updateLease: (change) =>
      run('readwrite', (store) => readModifyWrite<Lease>(store, LEASE_KEY, change)),
  };
}
