// The schema's migrations create every table the server uses, and upgrade databases of earlier
// releases: refresh_sessions made on first use, look-alike skeletons, top-ups under server prefixes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { migrate, openDatabase, registerFunctions } from '../../server/db/schema.js';
import { skeleton } from '../../server/validation.js';

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
    // The release before the refresh_sessions migration, which made the table on first use.
    const old = olderRelease(file, 2);
    old.exec(`CREATE TABLE refresh_sessions (family TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, current_jti TEXT NOT NULL,
      revoked INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL)`);
    insertUser(old, 'a@b.example');
    old
      .prepare(
        "INSERT INTO refresh_sessions (family, user_id, current_jti, expires_at) VALUES ('f', 1, 'j', 9)",
      )
      .run();
    old.close();

    const upgraded = openDatabase(file);
    expect(upgraded.prepare('SELECT family FROM refresh_sessions').all()).toEqual([
      { family: 'f' },
    ]);
    upgraded.close();
  });

  it('fills the look-alike skeletons of existing accounts and keeps them for new ones', () => {
    const file = databaseFile();
    const old = olderRelease(file, 3);
    insertUser(old, 'v\u0435rified@vets.example');
    old.close();

    const upgraded = openDatabase(file);
    insertUser(upgraded, 'second@vets.example');
    upgraded.prepare("UPDATE users SET email = 'rnary@vets.example' WHERE id = 2").run();
    expect(
      upgraded.prepare('SELECT email_skeleton, username_skeleton FROM users ORDER BY id').all(),
    ).toEqual([
      {
        email_skeleton: skeleton('verified@vets.example'),
        username_skeleton: skeleton('verified@vets.example'),
      },
      {
        email_skeleton: skeleton('mary@vets.example'),
        username_skeleton: skeleton('second@vets.example'),
      },
    ]);
    upgraded.close();
  });

  it('makes the skeletons again when the confusables table or the rule changes', () => {
    const file = databaseFile();
    const db = openDatabase(file);
    insertUser(db, 'rnary@vets.example');
    db.exec(
      "UPDATE users SET email_skeleton = 'stale'; UPDATE skeleton_version SET version = 'old'",
    );
    db.close();
    const reopened = openDatabase(file);
    expect(reopened.prepare('SELECT email_skeleton FROM users').get()).toEqual({
      email_skeleton: skeleton('mary@vets.example'),
    });
    reopened.close();
  });

  it("moves a top-up that took a fee's reference out of the server's namespace", () => {
    const file = databaseFile();
    const old = olderRelease(file, 3);
    insertUser(old, 'a@b.example');
    old
      .prepare(
        `INSERT INTO wallet_topups (transaction_ref, user_id, amount_cents, created_at)
         VALUES ('INS-ORD-7', 1, 100, '2026-01-01T00:00:00Z')`,
      )
      .run();
    for (const reference of ['INS-ORD-7', 'TOP-SEEDED']) {
      old
        .prepare(
          `INSERT INTO transactions (user_id, reference, created_at, description, transaction_type,
             amount_cents) VALUES (1, ?, '2026-01-01T00:00:00Z', 'Balance Topup', 'credit', 100)`,
        )
        .run(reference);
    }
    old.close();

    const upgraded = openDatabase(file);
    expect(upgraded.prepare('SELECT reference FROM transactions ORDER BY id').all()).toEqual([
      { reference: 'PAY:INS-ORD-7' },
      { reference: 'TOP-SEEDED' },
    ]);
    upgraded.close();
  });
});

/** A database as an earlier release left it: the first `version` migrations only. */
function olderRelease(file: string, version: number): Database.Database {
  const db = new Database(file);
  registerFunctions(db);
  migrate(db, version);
  return db;
}

function insertUser(db: Database.Database, email: string): void {
  db.prepare(
    `INSERT INTO users (username, email, password_hash, role, first_name, last_name, is_verified,
       balance_cents, created_at) VALUES (?, ?, 'x', 'vet', 'A', 'B', 1, 0, '2026-01-01T00:00:00Z')`,
  ).run(email, email);
}
