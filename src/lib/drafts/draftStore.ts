// Drafts of forms being filled in (per vet and form, files beside them), in the outbox's IndexedDB store.
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { openStore } from '@/lib/idbStore';
import { fromStored, storable, type StoredBlob } from '@/lib/storedBytes';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from '@/lib/outbox/db';
import { tinyStore } from '@/lib/sw/tinyStore';
import { draftFilesKey, draftKey, ownerPrefix } from './keys';

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

export { draftKey };

/** Bumped whenever this tab saves or removes a draft, so lists of drafts on screen re-read. */
export const draftsChanged = tinyStore(0);
const bump = () => draftsChanged.set(draftsChanged.get() + 1);

/** Each chosen file gets one stored copy, so a draft written again sees the same Blob. */
const copies = new WeakMap<File, Blob>();

export function toStoredFile(file: File): StoredFile {
  let blob = copies.get(file);
  if (!blob) copies.set(file, (blob = file.slice(0, file.size, file.type)));
  return { blob, name: file.name, type: file.type, lastModified: file.lastModified };
}

export function toFile(stored: StoredFile): File {
  return new File([fromStored(stored.blob)], stored.name, {
    type: stored.type,
    lastModified: stored.lastModified,
  });
}

/** A draft as stored: its files' facts only (their bytes are under draftFilesKey). */
type StoredDraft = Omit<Draft, 'files'> & {
  files: Record<string, Omit<StoredFile, 'blob'> | StoredFile | null>;
};
/** The bytes of a draft's files, by field. */
interface StoredFiles {
  form: string;
  blobs: Record<string, StoredBlob | null>;
}

const isFiles = (value: StoredDraft | StoredFiles): value is StoredFiles => !('v' in value);

/** The draft back from its two records (a draft an earlier version kept has its files inline). */
function joined(record: StoredDraft, files: StoredFiles | undefined): Draft {
  return {
    ...record,
    files: Object.fromEntries(
      Object.entries(record.files).map(([name, file]) => {
        if (!file) return [name, null];
        const blob = 'blob' in file ? file.blob : files?.blobs[name];
        return [name, blob ? { ...file, blob } : null];
      }),
    ),
  };
}

/** Opens the drafts (in the outbox's database); tests pass their own database and Blob answer. */
export function openDraftStore(
  makeStore: () => UseStore = () => openStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME),
  canKeepBlobs?: () => Promise<boolean>,
): DraftStore {
  let store: UseStore | null = null;
  const storeOf = () => (store ??= makeStore());
  /** The Blobs this tab last wrote for each draft: typing writes the text alone. */
  const written = new Map<string, Blob[]>();
  const blobsOf = (draft: Draft) =>
    Object.values(draft.files).flatMap((file) => (file ? [fromStored(file.blob)] : []));
  const unchanged = (before: Blob[] | undefined, now: Blob[]) =>
    before?.length === now.length && before.every((blob, i) => blob === now[i]);

  return {
    get: async (ownerId, form) => {
      const key = draftKey(ownerId, form);
      const [record, files] = (await storeOf()('readonly', (s) =>
        Promise.all([promisifyRequest(s.get(key)), promisifyRequest(s.get(draftFilesKey(key)))]),
      )) as [StoredDraft | undefined, StoredFiles | undefined];
      return record && joined(record, files);
    },
    put: async (draft) => {
      const key = draftKey(draft.ownerId, draft.form);
      const blobs = blobsOf(draft);
      const record: StoredDraft = {
        ...draft,
        files: Object.fromEntries(
          Object.entries(draft.files).map(([name, file]) => [
            name,
            file && { name: file.name, type: file.type, lastModified: file.lastModified },
          ]),
        ),
      };
      let files: StoredFiles | null = null;
      if (!unchanged(written.get(key), blobs)) {
        const stored = await Promise.all(
          Object.entries(draft.files).map(async ([name, file]) => [
            name,
            file && (await storable(fromStored(file.blob), canKeepBlobs)).stored,
          ]),
        );
        files = { form: draft.form, blobs: Object.fromEntries(stored) as StoredFiles['blobs'] };
      }
      await storeOf()('readwrite', (s) => {
        if (files) s.put(files, draftFilesKey(key));
        return promisifyRequest(s.put(record, key));
      });
      written.set(key, blobs);
      bump();
    },
    remove: async (ownerId, form) => {
      const key = draftKey(ownerId, form);
      await storeOf()('readwrite', (s) => {
        s.delete(draftFilesKey(key));
        return promisifyRequest(s.delete(key));
      });
      written.delete(key);
      bump();
    },
    list: async (ownerId) => {
      const prefix = ownerPrefix(ownerId);
      const values = (await storeOf()('readonly', (s) =>
        promisifyRequest(s.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`))),
      )) as (StoredDraft | StoredFiles)[];
      const files = new Map(values.filter(isFiles).map((f) => [f.form, f]));
      return values
        .filter((value): value is StoredDraft => !isFiles(value))
        .map((record) => joined(record, files.get(record.form)))
        .sort((a, b) => b.updatedAt - a.updatedAt);
    },
  };
}

let shared: DraftStore | null = null;
/** The app's draft store (one per tab). */
export function drafts(): DraftStore {
  return (shared ??= openDraftStore());
}
