// What screens do with the outbox: queue a report (saved on the device first), send now, retry, discard.
import { msg } from '@/lib/messages';
import { tokenSubject } from '@/lib/token';
import { requestBackgroundSync } from './backgroundSync';
import { sha256Hex } from './checksum';
import { reportQueued } from './outboxSlice';
import { outboxRuntime } from './runtime';
import {
  isUnsent,
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
export async function queueReport(draft: ReportDraft): Promise<OutboxSummary> {
  const runtime = outboxRuntime();
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
  runtime.dispatch(reportQueued(summary));
  if (firstInQueue) askForPersistentStorage();
  runtime.runner.announce();
  // The service worker sends it when signal returns, even if the app is closed by then.
  void requestBackgroundSync();
  void runtime.runner.nudge('report saved');
  return summary;
}

/** The "Send now" button: everything queued is tried at once. */
export function sendNow(): Promise<void> {
  return outboxRuntime().runner.sendNow();
}

/** Queue a report that needed attention again, unchanged (e.g. after the server was fixed). */
export async function retryReport(id: string): Promise<void> {
  const { db, runner, now } = outboxRuntime();
  await db.patch(id, (item) =>
    item.state === 'needs-attention'
      ? { state: 'queued', nextAttemptAt: now(), updatedAt: now() }
      : null,
  );
  await runner.refresh();
  runner.announce();
  await runner.trigger('retry');
}

/** Removes an unsent report after the vet confirmed; refused while it is being uploaded. */
export async function discardReport(id: string): Promise<boolean> {
  const { db, runner } = outboxRuntime();
  const item = await db.get(id);
  if (item?.state === 'sending') return false;
  await db.remove(id);
  await runner.refresh();
  runner.announce();
  return true;
}

/** A stored report with its certificate, to reopen it in the wizard for editing. */
export async function loadReport(
  id: string,
): Promise<{ item: OutboxItem; certificate: Blob | undefined } | null> {
  const { db, readToken } = outboxRuntime();
  const item = await db.get(id);
  if (!item || item.ownerId !== tokenSubject(readToken())) return null;
  return { item, certificate: item.certificate ? await db.certificate(id) : undefined };
}

/** How many reports of this vet are not confirmed by the server yet (for the logout warning). */
export async function unsentCount(ownerId: string | null): Promise<number> {
  if (!ownerId) return 0;
  const items = await outboxRuntime().db.list();
  return items.filter((item) => item.ownerId === ownerId && isUnsent(item)).length;
}

/** The logout warning when this vet still has unsent reports (they stay on the device), or null. */
export async function unsentReportsQuestion(): Promise<string | null> {
  const count = await unsentCount(tokenSubject(outboxRuntime().readToken()));
  return count > 0 ? msg.outbox.logoutQuestion(count) : null;
}
