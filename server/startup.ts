// Start-up housekeeping: files no row refers to go to a quarantine folder (never deleted at
// once), files a restored database refers to again come back, and temporary uploads are removed.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import path from 'node:path';
import { FILE_COLUMNS } from './db/fileColumns.js';
import type { Db } from './db/schema.js';

/** How long a quarantined file is kept before a start removes it. */
export const QUARANTINE_DAYS = 30;

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

export interface MediaFolders {
  mediaDir: string;
  quarantineDir: string;
  tmpDir: string;
}

export interface SweepResult {
  /** Moved from media/ into the quarantine folder: no row refers to them. */
  quarantined: string[];
  /** Moved back from quarantine into media/: a row refers to them again (a restored backup). */
  restored: string[];
  /** Quarantined more than QUARANTINE_DAYS ago and still not referred to: removed. */
  purged: string[];
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/**
 * Moves media files no row refers to into the quarantine folder (stamped with the time of the
 * move), moves quarantined files a row refers to again back, removes quarantined files older than
 * QUARANTINE_DAYS, and empties the temporary upload folder. A start on the wrong or an empty
 * database thus loses no document: restoring the right database and starting again brings them
 * back.
 */
export function sweepMedia(db: Db, folders: MediaFolders, nowMs = Date.now()): SweepResult {
  const { mediaDir, quarantineDir, tmpDir } = folders;
  mkdirSync(quarantineDir, { recursive: true });
  const referenced = referencedFiles(db);
  const result: SweepResult = { quarantined: [], restored: [], purged: [] };
  for (const name of files(quarantineDir)) {
    if (!referenced.has(name) || existsSync(path.join(mediaDir, name))) continue;
    renameSync(path.join(quarantineDir, name), path.join(mediaDir, name));
    result.restored.push(name);
  }
  const now = new Date(nowMs);
  for (const name of files(mediaDir)) {
    if (referenced.has(name)) continue;
    const target = path.join(quarantineDir, name);
    renameSync(path.join(mediaDir, name), target);
    utimesSync(target, now, now);
    result.quarantined.push(name);
  }
  const oldest = nowMs - QUARANTINE_DAYS * 24 * 60 * 60 * 1000;
  for (const name of files(quarantineDir)) {
    const file = path.join(quarantineDir, name);
    if (referenced.has(name) || statSync(file).mtimeMs >= oldest) continue;
    rmSync(file, { force: true });
    result.purged.push(name);
  }
  for (const entry of readdirSync(tmpDir)) {
    rmSync(path.join(tmpDir, entry), { force: true, recursive: true });
  }
  return result;
}
