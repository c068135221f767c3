// What screens do with the outbox, as thunks given the store's outbox port: queue (saved first), send now, retry, discard.
import type { UnknownAction } from '@reduxjs/toolkit';
import { isQuotaExceeded } from '@/lib/storage/storageErrors';
import { requestBackgroundSync } from './backgroundSync';
import { sha256Hex } from './checksum';
import { itemQueued } from './outboxSlice';
import type { OutboxPort } from './port';
import {
  summarize,
  type OutboxItem,
  type OutboxSubject,
  type OutboxSummary,
  type TextFields,
} from './types';

/** What a feature hands the outbox: the request, what it is about, and where it replaces a draft. */
export interface OutboxDraft<Fields extends TextFields = TextFields> {
  method: OutboxItem['method'];
  /** The API path, from the contract. */
  path: string;
  /** Multipart text fields, of the topic's own type (see topicDraft in topics.ts). */
  fields: Fields;
  /** The file to send with it (stored in the same transaction), or null. */
  file: { field: string; blob: Blob; name?: string } | null;
  subject: OutboxSubject;
  /** The id of an item that needed attention and is replaced by this edited one. */
  replaces?: string;
  /** The form's saved draft (src/lib/drafts), deleted in the same transaction that queues the item. */
  draftKey?: string;
}

/** A thunk that reaches the outbox running in this tab through the store's extra argument. */
export type OutboxThunk<R> = (
  dispatch: (action: UnknownAction) => unknown,
  getState: () => unknown,
  extra: { outbox: OutboxPort },
) => R;

/** The device has no room left: nothing was saved, and the form must stay filled. */
export class OutboxQuotaError extends Error {
  constructor(cause: unknown) {
    super('The device is out of storage space.', { cause });
    this.name = 'OutboxQuotaError';
  }
}

/** The item belongs to nobody: there is no signed-in vet to own it. */
export class OutboxNoOwnerError extends Error {
  constructor() {
    super('No signed-in vet to own the item.');
    this.name = 'OutboxNoOwnerError';
  }
}

/** How long saving an item on the device may take before the vet is told (it never hangs). */
export const SAVE_TIMEOUT_MS = 10_000;

/** The device did not save the item in time (a stalled IndexedDB): the form must stay filled. */
export class OutboxSaveTimeoutError extends Error {
  constructor() {
    super('Saving on this device took too long.');
    this.name = 'OutboxSaveTimeoutError';
  }
}

/** `work`, or OutboxSaveTimeoutError once `ms` have passed without it settling. */
function timeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutboxSaveTimeoutError()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Ask the browser to keep our storage under pressure (queued items live there). */
function askForPersistentStorage() {
  const { navigator } = globalThis as { navigator?: { storage?: Partial<StorageManager> } };
  const storage = navigator?.storage;
  if (typeof storage?.persist === 'function') void storage.persist().catch(() => false);
}

/**
 * Saves the item on this device in one IndexedDB transaction, then wakes the runner.
 * Resolves once it is safely stored ("Saved on this device"); sending happens afterwards.
 */
export const queueItem =
  (draft: OutboxDraft, timeoutMs = SAVE_TIMEOUT_MS): OutboxThunk<Promise<OutboxSummary>> =>
  async (dispatch, _getState, { outbox }) => {
    const timeBoxed = <T>(work: Promise<T>) => timeLimit(work, timeoutMs);
    const runtime = await timeBoxed(outbox.running());
    const ownerId = runtime.readSession()?.ownerId;
    if (!ownerId) throw new OutboxNoOwnerError();
    const blob = draft.file?.blob ?? null;
    const now = runtime.now();
    const item: OutboxItem = {
      v: 2,
      id: crypto.randomUUID(),
      ownerId,
      method: draft.method,
      path: draft.path,
      fields: draft.fields,
      file:
        draft.file && blob
          ? {
              field: draft.file.field,
              name: draft.file.name ?? ((blob as Partial<File>).name || 'file'),
              type: blob.type,
              size: blob.size,
              sha256: await sha256Hex(blob),
            }
          : null,
      subject: draft.subject,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      updatedAt: now,
    };
    // Saving on the device must never hang the form (a stalled IndexedDB, as seen in WebKit).
    const firstInQueue = (await timeBoxed(runtime.db.list())).length === 0;
    try {
      const { db } = runtime;
      await timeBoxed(
        draft.draftKey
          ? db.commitDraft(draft.draftKey, item, blob, draft.replaces)
          : draft.replaces
            ? db.replace(draft.replaces, item, blob)
            : db.add(item, blob),
      );
    } catch (error) {
      if (isQuotaExceeded(error)) throw new OutboxQuotaError(error);
      throw error;
    }
    const summary = summarize(item);
    dispatch(itemQueued(summary));
    if (firstInQueue) askForPersistentStorage();
    runtime.runner.announce();
    // The service worker sends it when signal returns, even if the app is closed by then.
    void requestBackgroundSync();
    void runtime.runner.nudge('item saved');
    return summary;
  };

/** The "Send now" button: everything queued is tried at once. */
export const sendNow =
  (): OutboxThunk<Promise<void>> =>
  async (_dispatch, _getState, { outbox }) =>
    (await outbox.running()).runner.sendNow();

/** Queue an item that needed attention again, unchanged (e.g. after the server was fixed). */
export const retryItem =
  (id: string): OutboxThunk<Promise<void>> =>
  async (_dispatch, _getState, { outbox }) => {
    const { db, runner, now } = await outbox.running();
    await db.patch(id, (item) =>
      item.state === 'needs-attention'
        ? { state: 'queued', nextAttemptAt: now(), updatedAt: now() }
        : null,
    );
    await runner.refresh();
    runner.announce();
    await runner.trigger('retry');
  };

/** Removes an unsent item after the vet confirmed; refused while it is being uploaded. */
export const discardItem =
  (id: string): OutboxThunk<Promise<boolean>> =>
  async (_dispatch, _getState, { outbox }) => {
    const { db, runner } = await outbox.running();
    const item = await db.get(id);
    if (item?.state === 'sending') return false;
    await db.remove(id);
    await runner.refresh();
    runner.announce();
    return true;
  };

/** A stored item with its file, to reopen it (e.g. in a form) for editing; null when gone or another vet's. */
export const loadItem =
  (id: string): OutboxThunk<Promise<{ item: OutboxItem; file: Blob | undefined } | null>> =>
  async (_dispatch, _getState, { outbox }) => {
    const { db, readSession } = await outbox.running();
    const item = await db.get(id);
    if (!item || item.ownerId !== readSession()?.ownerId) return null;
    return { item, file: item.file ? await db.file(id) : undefined };
  };
