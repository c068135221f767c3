// The schema's migrations create every table the server uses, and upgrade a database of the previous
// release (which created refresh_sessions on first use) without losing its sessions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/schema.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function databaseFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-portal-migrate-'));
  dirs.push(dir);
  return path.join(dir, 'db.sqlite');
}

const tables = (db: ReturnType<typeof openDatabase>) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
  ).map((row) => row.name);

describe('migrations', () => {
  it('a new database has the refresh sessions table before any sign-in', () => {
    const db = openDatabase(databaseFile());
    expect(tables(db)).toContain('refresh_sessions');
    db.close();
  });

  it("upgrades a previous release's database that already made the table, keeping its rows", () => {
    const file = databaseFile();
    const old = openDatabase(file);
    old
      .prepare(
        `INSERT INTO users (username, email, password_hash, role, first_name, last_name,
           is_verified, balance_cents, created_at) VALUES ('a@b.example', 'a@b.example', 'x', 'vet',
           'A', 'B', 1, 0, '2026-01-01T00:00:00Z')`,
      )
      .run();
    old
      .prepare(
        "INSERT INTO refresh_sessions (family, user_id, current_jti, expires_at) VALUES ('f', 1, 'j', 9)",
      )
      .run();
    const latest = Number(old.pragma('user_version', { simple: true }));
    old.pragma(`user_version = ${latest - 1}`);
    old.close();

    const upgraded = openDatabase(file);
    expect(Number(upgraded.pragma('user_version', { simple: true }))).toBe(latest);
    expect(upgraded.prepare('SELECT family FROM refresh_sessions').all()).toEqual([
      { family: 'f' },
    ]);
    upgraded.close();
  });
});
