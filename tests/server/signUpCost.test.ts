// A sign-up costs index look-ups, whatever the number of accounts: no statement it runs scans the
// users table, a refused password looks up no look-alikes, and accounts added straight into the
// database are still found by skeleton.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_LOOKS_TAKEN,
  LOOK_ALIKE_SQL,
  validateRegistration,
  type RegistrationContext,
} from '../../server/auth/registration.js';
import { openDatabase, type Db } from '../../server/db/schema.js';

let dir: string;
let db: Db;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vet-portal-signup-'));
  db = openDatabase(path.join(dir, 'db.sqlite'));
  const insert = db.prepare(
    `INSERT INTO users (username, email, password_hash, role, created_at)
     VALUES (?, ?, 'x', 'vet', '2026-01-01T00:00:00Z')`,
  );
  db.transaction(() => {
    for (let n = 0; n < 2000; n += 1) insert.run(`vet${n}`, `vet${n}@farm.example`);
  })();
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The database, recording the text of every statement prepared through it. */
function recording(target: Db): { ctx: RegistrationContext; statements: string[] } {
  const statements: string[] = [];
  const spy = new Proxy(target, {
    get(object, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          statements.push(sql);
          return object.prepare(sql);
        };
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(object)
        : value;
    },
  });
  return { ctx: { db: spy, mode: 'demo' }, statements };
}

/** SQLite's plan for a statement: the steps that read every row of a table. */
function scans(sql: string): string[] {
  const blanks = Array.from(sql.matchAll(/\?/g), () => null);
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...blanks) as { detail: string }[];
  return plan.map((step) => step.detail).filter((detail) => /^SCAN /.test(detail));
}

const fields = (email: string, password: string) => ({
  username: 'newcomer',
  email,
  password,
  role: 'vet',
  terms: true,
});

describe('a sign-up against many accounts', () => {
  it('runs no statement that scans a table', () => {
    const { ctx, statements } = recording(db);
    const errors = validateRegistration(
      ctx,
      fields('vet1999@farm.exarnple', 'kudu ridge borehole'),
    );
    expect(errors.errors).toEqual({ email: [EMAIL_LOOKS_TAKEN] });
    expect(statements).toContain(LOOK_ALIKE_SQL);
    for (const sql of statements) expect(scans(sql), sql).toEqual([]);
  });

  it('looks up no look-alikes when the password is refused', () => {
    const { ctx, statements } = recording(db);
    const errors = validateRegistration(ctx, fields('vet1999@farm.exarnple', 'password1'));
    expect(Object.keys(errors.errors)).toEqual(['password']);
    expect(statements).not.toContain(LOOK_ALIKE_SQL);
  });

  it('finds a look-alike of an account added straight into the database', () => {
    db.prepare(
      `INSERT INTO users (username, email, password_hash, role, created_at)
       VALUES ('direct', 'direct@farm.example', 'x', 'vet', '2026-01-01T00:00:00Z')`,
    ).run();
    const errors = validateRegistration(
      { db, mode: 'demo' },
      fields('d\u0456rect@farm.example', 'kudu ridge borehole'),
    );
    expect(errors.errors).toEqual({ email: [EMAIL_LOOKS_TAKEN] });
  });
});
