// Start-up housekeeping: removes uploaded files no row refers to (left by a crash mid-upload).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db/schema.js';

/** Every column that names a file in media/. */
const FILE_COLUMNS: readonly (readonly [string, string])[] = [
  ['users', 'profile_picture'],
  ['users', 'bank_confirmation_certificate'],
  ['applications', 'identity_document'],
  ['applications', 'proof_of_qualification'],
  ['applications', 'certification'],
  ['applications', 'savc_practice_licence'],
  ['orders', 'certificate_of_safety'],
  ['products', 'prod_picture'],
  ['sellers', 'profile_picture'],
];

export function referencedFiles(db: Db): Set<string> {
  const names = new Set<string>();
  for (const [table, column] of FILE_COLUMNS) {
    const rows = db
      .prepare(`SELECT ${column} AS name FROM ${table} WHERE ${column} IS NOT NULL`)
      .all() as { name: string }[];
    for (const row of rows) names.add(row.name);
  }
  return names;
}

/** Deletes media files no row refers to and every temporary upload; returns the names removed. */
export function removeOrphanUploads(db: Db, mediaDir: string, tmpDir: string): string[] {
  const keep = referencedFiles(db);
  const removed: string[] = [];
  for (const entry of readdirSync(mediaDir, { withFileTypes: true })) {
    if (!entry.isFile() || keep.has(entry.name)) continue;
    rmSync(path.join(mediaDir, entry.name), { force: true });
    removed.push(entry.name);
  }
  for (const entry of readdirSync(tmpDir)) {
    rmSync(path.join(tmpDir, entry), { force: true, recursive: true });
    removed.push(path.join(path.basename(tmpDir), entry));
  }
  return removed;
}
