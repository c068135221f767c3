// A read-only count of the signed-in vet's drafts on this device and the space they take (Account, On this device).
import { fromStored } from '@/lib/storage/storedBytes';
import { drafts, type Draft } from './draftStore';

export interface DraftsInventory {
  count: number;
  /** Bytes: the chosen files plus the typed fields (as JSON). */
  bytes: number;
}

/** The size of one draft: its files' bytes and its fields as text. */
export function draftSize(draft: Pick<Draft, 'fields' | 'files'>): number {
  const files = Object.values(draft.files).reduce(
    (sum, file) => sum + (file ? fromStored(file.blob).size : 0),
    0,
  );
  return files + new Blob([JSON.stringify(draft.fields)]).size;
}

/** How many drafts `ownerId` has on this device, and their size. */
export async function draftsInventory(ownerId: string): Promise<DraftsInventory> {
  const list = await drafts().list(ownerId);
  return { count: list.length, bytes: list.reduce((sum, draft) => sum + draftSize(draft), 0) };
}
