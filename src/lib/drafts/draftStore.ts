// Drafts of forms being filled in (per vet and form, files as Blobs), kept in the outbox's IndexedDB store.
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { openStore } from '@/lib/idbStore';
import { fromStored, storable, type StoredBlob } from '@/lib/storedBytes';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from '@/lib/outbox/db';
import { tinyStore } from '@/lib/sw/tinyStore';

/** A chosen file as stored: the bytes (not a Blob in Safari's private tabs) and its facts. */
export interface StoredFile {
  blob: StoredBlob;
  name: string;
  type: string;
  lastModified: number;
}

export type DraftKind = 'report' | 'application';

/** One form's unsent input on this device. Never in Redux (it holds Blobs). */
export interface Draft<F = unknown> {
  v: 1;
  /** The vet who typed it (the key from their profile); only offered to that vet. */
  ownerId: string;
  /** Which form: the order id of a report, or 'application'. */
  form: string;
  kind: DraftKind;
  /** The order of a report draft (null for the application). */
  orderId: number | null;
  /** What the offer names: the order number. */
  label: string;
  fields: F;
  files: Record<string, StoredFile | null>;
  updatedAt: number;
}

export interface DraftStore {
  get: (ownerId: string, form: string) => Promise<Draft | undefined>;
  put: (draft: Draft) => Promise<void>;
  remove: (ownerId: string, form: string) => Promise<void>;
  /** This vet's drafts, newest first. */
  list: (ownerId: string) => Promise<Draft[]>;
}

const ownerPrefix = (ownerId: string) => `draft:${encodeURIComponent(ownerId)}:`;

/** The key of a draft in the outbox's store: `draft:<owner>:<form>` (e.g. draft:12:34). */
export const draftKey = (ownerId: string, form: string) => `${ownerPrefix(ownerId)}${form}`;

/** Bumped whenever this tab saves or removes a draft, so lists of drafts on screen re-read. */
export const draftsChanged = tinyStore(0);
const bump = () => draftsChanged.set(draftsChanged.get() + 1);

export function toStoredFile(file: File): StoredFile {
  return {
    blob: file.slice(0, file.size, file.type),
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
  };
}

export function toFile(stored: StoredFile): File {
  return new File([fromStored(stored.blob)], stored.name, {
    type: stored.type,
    lastModified: stored.lastModified,
  });
}

/** Opens the drafts (in the outbox's database); tests pass their own database and Blob answer. */
export function openDraftStore(
  makeStore: () => UseStore = () => openStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME),
  canKeepBlobs?: () => Promise<boolean>,
): DraftStore {
  let store: UseStore | null = null;
  const storeOf = () => (store ??= makeStore());
  return {
    get: (ownerId, form) =>
      storeOf()('readonly', (s) => promisifyRequest(s.get(draftKey(ownerId, form)))) as Promise<
        Draft | undefined
      >,
    put: async (draft) => {
      const files = await Promise.all(
        Object.entries(draft.files).map(async ([name, file]) => [
          name,
          file && { ...file, blob: (await storable(fromStored(file.blob), canKeepBlobs)).stored },
        ]),
      );
      const stored = { ...draft, files: Object.fromEntries(files) as Draft['files'] };
      await storeOf()('readwrite', (s) =>
        promisifyRequest(s.put(stored, draftKey(draft.ownerId, draft.form))),
      );
      bump();
    },
    remove: async (ownerId, form) => {
      await storeOf()('readwrite', (s) => promisifyRequest(s.delete(draftKey(ownerId, form))));
      bump();
    },
    list: async (ownerId) => {
      const prefix = ownerPrefix(ownerId);
      const drafts = (await storeOf()('readonly', (s) =>
        promisifyRequest(s.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`))),
      )) as Draft[];
      return drafts.sort((a, b) => b.updatedAt - a.updatedAt);
    },
  };
}

let shared: DraftStore | null = null;
/** The app's draft store (one per tab). */
export function drafts(): DraftStore {
  return (shared ??= openDraftStore());
}
