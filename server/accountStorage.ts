// The ceiling on the bytes one account keeps in media/: its profile files and application documents.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from './context.js';
import { APPLICATION_FILE_COLUMNS, USER_FILE_COLUMNS } from './db/fileColumns.js';
import { httpError } from './errors.js';

/**
 * 100 MB: a full profile and application is 6 files of at most 5 MB (30 MB); this leaves room for
 * re-applications and replaced files without letting one account fill the disk. Inspection
 * certificates are not counted: there is one per order and the marketplace assigns the orders.
 */
export const ACCOUNT_STORAGE_BYTES = 100 * 1024 * 1024;

export function storageFullMessage(limitBytes: number): string {
  const megabytes = Math.round(limitBytes / (1024 * 1024));
  return `Your account already stores the most files it may keep (${megabytes} MB). Send smaller files (a photo or scan under 1 MB is enough), or contact support.`;
}

/** The names of the profile files and application documents the account's rows point to. */
function accountFiles(ctx: AppContext, userId: number): string[] {
  const user = ctx.db
    .prepare(`SELECT ${USER_FILE_COLUMNS.join(', ')} FROM users WHERE id = ?`)
    .get(userId) as Record<string, string | null> | undefined;
  const applications = ctx.db
    .prepare(`SELECT ${APPLICATION_FILE_COLUMNS.join(', ')} FROM applications WHERE user_id = ?`)
    .all(userId) as Record<string, string | null>[];
  return [user ?? {}, ...applications]
    .flatMap((row) => Object.values(row))
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

function fileBytes(mediaDir: string, name: string): number {
  try {
    return statSync(path.join(mediaDir, name)).size;
  } catch {
    return 0; // a file already gone takes no room
  }
}

/**
 * Throws a 413 when the account's stored files, with `addedBytes` more and the files in `replaced`
 * gone, would pass the account's ceiling. Call it inside the transaction that points the rows at
 * the new files, so two requests at once cannot both pass on the same old total.
 */
export function assertAccountRoom(
  ctx: AppContext,
  userId: number,
  addedBytes: number,
  replaced: readonly string[],
): void {
  if (addedBytes === 0) return;
  const leaving = new Set(replaced);
  const kept = accountFiles(ctx, userId).filter((name) => !leaving.has(name));
  const total = kept.reduce((sum, name) => sum + fileBytes(ctx.mediaDir, name), addedBytes);
  if (total > ctx.accountStorageBytes) {
    throw httpError(413, storageFullMessage(ctx.accountStorageBytes));
  }
}
