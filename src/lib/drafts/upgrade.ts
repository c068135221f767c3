// Drafts an earlier version kept (under `draft:<owner>:<form>`, their kind beside them) move once to
// their subject's key, so what a vet typed before an app update is still offered.
import { promisifyRequest, type UseStore } from 'idb-keyval';
import type { StoredBlob } from '@/lib/storage/storedBytes';
import { DRAFTS_RANGE, draftFilesKey, draftKey } from './keys';

/** A draft as version 1 stored it: the form it belongs to and its kind, where a subject is now. */
interface DraftV1 {
  v: 1;
  ownerId: string;
  form: string;
  kind: string;
  label: string;
  fields: unknown;
  files: Record<string, unknown>;
  updatedAt: number;
}

/** A version-1 key: `draft:<owner>:<form>` (today's keys name a topic and a key after the owner). */
const isV1Key = (key: IDBValidKey): key is string =>
  typeof key === 'string' && /^draft:[^:]*:[^:#]*$/.test(key);

/** Moves every version-1 draft (and its files) to its subject's key: its kind is the topic, its form the key. */
export async function upgradeOldDrafts(store: UseStore): Promise<void> {
  const keys = await store('readonly', (s) => promisifyRequest(s.getAllKeys(DRAFTS_RANGE())));
  const old = keys.filter(isV1Key);
  if (old.length === 0) return;
  await store('readwrite', (s) => {
    for (const key of old) {
      const record = s.get(key);
      const files = s.get(draftFilesKey(key));
      // Requests finish in order: the record is read by the time its files are.
      files.onsuccess = () => {
        const draft = record.result as DraftV1 | undefined;
        if (draft?.v !== 1) return;
        const { form, kind, label, ...rest } = draft;
        const to = draftKey(draft.ownerId, { topic: kind, key: form });
        s.put({ ...rest, v: 2, subject: { topic: kind, key: form, label } }, to);
        const blobs = (files.result as { blobs?: Record<string, StoredBlob | null> } | undefined)
          ?.blobs;
        if (blobs) s.put({ blobs }, draftFilesKey(to));
        s.delete(key);
        s.delete(draftFilesKey(key));
      };
    }
    return promisifyRequest(s.transaction);
  });
}
