// What screens do with the outbox, as thunks given the store's outbox port: queue (saved first), send now, retry, discard.
import type { UnknownAction } from '@reduxjs/toolkit';
import { tokenSubject } from '@/lib/token';
import { requestBackgroundSync } from './backgroundSync';
import { sha256Hex } from './checksum';
import { reportQueued } from './outboxSlice';
import type { OutboxPort } from './port';
import {
  summarize,
  type OutboxItem,
  type OutboxKind,
  type OutboxSummary,
  type ReportFields,
} from './types';

export interface ReportDraft {
  orderId: number;
  orderNumber: string;
  kind: OutboxKind;
  fields: ReportFields;
  /** Sent only when the health-certificate toggle is on. */
  certificate: Blob | null;
  certificateName?: string;
  /** The id of a report that needed attention and is replaced by this edited one. */
  replaces?: string;
  /** The form's saved draft (src/lib/drafts), deleted in the same transaction that queues the report. */
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

/** The report belongs to nobody: there is no signed-in vet to own it. */
export class OutboxNoOwnerError extends Error {
  constructor() {
    super('No signed-in vet to own the report.');
    this.name = 'OutboxNoOwnerError';
  }
}

const isQuotaError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  /quota/i.test(
    `${String((error as { name?: unknown }).name)} ${String((error as { message?: unknown }).message)}`,
  );

/** Ask the browser to keep our storage under pressure (queued reports live there). */
function askForPersistentStorage() {
  const { navigator } = globalThis as { navigator?: { storage?: Partial<StorageManager> } };
  const storage = navigator?.storage;
  if (typeof storage?.persist === 'function') void storage.persist().catch(() => false);
}

/**
 * Saves the report on this device in one IndexedDB transaction, then wakes the runner.
 * Resolves once it is safely stored ("Saved on this device"); sending happens afterwards.
 */
export const queueReport =
  (draft: ReportDraft): OutboxThunk<Promise<OutboxSummary>> =>
  async (dispatch, _getState, { outbox }) => {
    const runtime = await outbox.running();
    const ownerId = tokenSubject(runtime.readToken());
    if (!ownerId) throw new OutboxNoOwnerError();
    const blob = draft.certificate;
    const now = runtime.now();
    const item: OutboxItem = {
      v: 1,
      id: crypto.randomUUID(),
      ownerId,
      orderId: draft.orderId,
      orderNumber: draft.orderNumber,
      kind: draft.kind,
      fields: draft.fields,
      certificate: blob
        ? {
            name: draft.certificateName ?? ((blob as Partial<File>).name || 'certificate'),
            type: blob.type,
            size: blob.size,
            sha256: await sha256Hex(blob),
          }
        : null,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      updatedAt: now,
    };
    const firstInQueue = (await runtime.db.list()).length === 0;
    try {
      if (draft.draftKey) await runtime.db.commitDraft(draft.draftKey, item, blob, draft.replaces);
      else if (draft.replaces) await runtime.db.replace(draft.replaces, item, blob);
      else await runtime.db.add(item, blob);
    } catch (error) {
      if (isQuotaError(error)) throw new OutboxQuotaError(error);
      throw error;
    }
    const summary = summarize(item);
    dispatch(reportQueued(summary));
    if (firstInQueue) askForPersistentStorage();
    runtime.runner.announce();
    // The service worker sends it when signal returns, even if the app is closed by then.
    void requestBackgroundSync();
    void runtime.runner.nudge('report saved');
    return summary;
  };

/** The "Send now" button: everything queued is tried at once. */
export const sendNow =
  (): OutboxThunk<Promise<void>> =>
  async (_dispatch, _getState, { outbox }) =>
    (await outbox.running()).runner.sendNow();

/** Queue a report that needed attention again, unchanged (e.g. after the server was fixed). */
export const retryReport =
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

/** Removes an unsent report after the vet confirmed; refused while it is being uploaded. */
export const discardReport =
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

/** A stored report with its certificate, to reopen it in the wizard for editing. */
export const loadReport =
  (id: string): OutboxThunk<Promise<{ item: OutboxItem; certificate: Blob | undefined } | null>> =>
  async (_dispatch, _getState, { outbox }) => {
    const { db, readToken } = await outbox.running();
    const item = await db.get(id);
    if (!item || item.ownerId !== tokenSubject(readToken())) return null;
    return { item, certificate: item.certificate ? await db.certificate(id) : undefined };
  };
