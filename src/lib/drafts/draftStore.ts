// Drafts of forms being filled in (per vet and subject, files beside them), in the outbox's IndexedDB store.
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { openStore } from '@/lib/storage/idbStore';
import { fromStored, storable, type StoredBlob } from '@/lib/storage/storedBytes';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from '@/lib/outbox/db';
import { draftFilesKey, draftKey, ownerPrefix, type DraftSubject } from './keys';
import { upgradeOldDrafts } from './upgrade';

/** A chosen file as stored: the bytes (not a Blob in Safari's private tabs) and its facts. */
export interface StoredFile {
  blob: StoredBlob;
  name: string;
  type: string;
  lastModified: number;
}

export type { DraftSubject };

/** One form's unsent input on this device. Never in Redux (it holds Blobs). */
export interface Draft<F = unknown> {
  v: 2;
  /** The vet who typed it (the key from their profile); only offered to that vet. */
  ownerId: string;
  /** What the draft is about, as its feature says. */
  subject: DraftSubject;
  fields: F;
  files: Record<string, StoredFile | null>;
  updatedAt: number;
}

/** Which draft: its topic and key (the label is not part of it). */
type Which = Pick<DraftSubject, 'topic' | 'key'>;

export interface DraftStore {
  get: (ownerId: string, subject: Which) => Promise<Draft | undefined>;
  put: (draft: Draft) => Promise<void>;
  remove: (ownerId: string, subject: Which) => Promise<void>;
  /** This vet's drafts, newest first. */
  list: (ownerId: string) => Promise<Draft[]>;
}

export { draftKey };

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
  blobs: Record<string, StoredBlob | null>;
}

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
  let upgraded: Promise<void> | null = null;
  /** Runs on the store once the drafts an earlier version kept have moved to today's keys. */
  const run: UseStore = async (mode, callback) => {
    const opened = (store ??= makeStore());
    await (upgraded ??= upgradeOldDrafts(opened).catch((error: unknown) => {
      console.warn('Drafts kept by an earlier version could not be moved', error);
    }));
    return opened(mode, callback);
  };
  /** The Blobs this tab last wrote for each draft: typing writes the text alone. */
  const written = new Map<string, Blob[]>();
  const blobsOf = (draft: Draft) =>
    Object.values(draft.files).flatMap((file) => (file ? [fromStored(file.blob)] : []));
  const unchanged = (before: Blob[] | undefined, now: Blob[]) =>
    before?.length === now.length && before.every((blob, i) => blob === now[i]);

  return {
    get: async (ownerId, subject) => {
      const key = draftKey(ownerId, subject);
      const [record, files] = (await run('readonly', (s) =>
        Promise.all([promisifyRequest(s.get(key)), promisifyRequest(s.get(draftFilesKey(key)))]),
      )) as [StoredDraft | undefined, StoredFiles | undefined];
      return record && joined(record, files);
    },
    put: async (draft) => {
      const key = draftKey(draft.ownerId, draft.subject);
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
        files = { blobs: Object.fromEntries(stored) as StoredFiles['blobs'] };
      }
      await run('readwrite', (s) => {
        if (files) s.put(files, draftFilesKey(key));
        return promisifyRequest(s.put(record, key));
      });
      written.set(key, blobs);
    },
    remove: async (ownerId, subject) => {
      const key = draftKey(ownerId, subject);
      await run('readwrite', (s) => {
        s.delete(draftFilesKey(key));
        return promisifyRequest(s.delete(key));
      });
      written.delete(key);
    },
    list: async (ownerId) => {
      const prefix = ownerPrefix(ownerId);
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      const [keys, values] = (await run('readonly', (s) =>
        Promise.all([promisifyRequest(s.getAllKeys(range)), promisifyRequest(s.getAll(range))]),
      )) as [string[], (StoredDraft | StoredFiles)[]];
      const byKey = new Map(keys.map((key, i) => [key, values[i]]));
      // Today's drafts only: their files' records, and any older one not moved yet, are not drafts.
      const isDraft = (value: unknown): value is StoredDraft =>
        (value as Partial<Draft> | undefined)?.v === 2;
      return keys
        .flatMap((key) => {
          const record = byKey.get(key);
          if (!isDraft(record)) return [];
          return [joined(record, byKey.get(draftFilesKey(key)) as StoredFiles | undefined)];
        })
        .sort((a, b) => b.updatedAt - a.updatedAt);
    },
  };
}

let shared: DraftStore | null = null;
/** The app's draft store (one per tab). */
export function drafts(): DraftStore {
  return (shared ??= openDraftStore());
}
