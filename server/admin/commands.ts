// Admin actions: create the database (init) and act on a vet account (verify, decline, disable,
// enable, set-password, logout-everywhere, seed transactions).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { passwordProblem } from '../auth/passwordRules.js';
import { hashPassword } from '../auth/passwords.js';
import { bumpTokenVersion } from '../auth/revoke.js';
import { DATABASE_FILE } from '../config.js';
import { planLedger } from '../db/ledgerPlan.js';
import type { ApplicationRow, UserRow } from '../db/rows.js';
import { openDatabase, type Db } from '../db/schema.js';
import { centsToDecimal } from '../../contract/money.js';

export class AdminError extends Error {}

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command> <username> [count]',
  '  init                                 create an empty database (no demo data) in DATA_DIR',
  '  verify <username>                    mark the vet verified (last application approved)',
  '  decline <username>                   decline the last application (vet may re-apply)',
  '  disable <username>                   disable the account',
  '  enable <username>                    enable the account again',
  '  set-password <username>              set a new password (read from standard input)',
  '  logout-everywhere <username>         sign the vet out on every device',
  '  seed-transactions <username> <count> add <count> wallet transactions (balance unchanged)',
  'The database is DATA_DIR/vet-portal.sqlite (DATA_DIR defaults to ./data).',
].join('\n');

function findUser(db: Db, username: string): UserRow {
  const name = username.trim().toLowerCase();
  const user = db
    .prepare('SELECT * FROM users WHERE username = ? OR lower(email) = ? LIMIT 1')
    .get(name, name) as UserRow | undefined;
  if (!user) throw new AdminError(`No user "${username}".`);
  return user;
}

function lastApplication(db: Db, userId: number): ApplicationRow | undefined {
  return db
    .prepare('SELECT * FROM applications WHERE user_id = ? ORDER BY id DESC LIMIT 1')
    .get(userId) as ApplicationRow | undefined;
}

export function verifyVet(db: Db, username: string): string {
  const user = findUser(db, username);
  const last = lastApplication(db, user.id);
  if (!last) throw new AdminError(`${user.username} has not applied yet; nothing to verify.`);
  db.transaction(() => {
    db.prepare('UPDATE users SET is_verified = 1 WHERE id = ?').run(user.id);
    db.prepare('UPDATE applications SET is_declined = 0 WHERE id = ?').run(last.id);
  })();
  return `${user.username} is now verified (application ${last.id} approved).`;
}

export function declineVet(db: Db, username: string): string {
  const user = findUser(db, username);
  const last = lastApplication(db, user.id);
  if (!last) throw new AdminError(`${user.username} has not applied yet; nothing to decline.`);
  db.transaction(() => {
    db.prepare('UPDATE users SET is_verified = 0 WHERE id = ?').run(user.id);
    db.prepare('UPDATE applications SET is_declined = 1 WHERE id = ?').run(last.id);
  })();
  return `${user.username}'s application ${last.id} is declined; the vet can re-apply.`;
}

export function setDisabled(db: Db, username: string, disabled: boolean): string {
  const user = findUser(db, username);
  db.transaction(() => {
    db.prepare('UPDATE users SET is_disabled = ? WHERE id = ?').run(disabled ? 1 : 0, user.id);
    if (disabled) bumpTokenVersion(db, user.id);
  })();
  return `${user.username} is now ${disabled ? 'disabled' : 'enabled'}.`;
}

/** A new password under the server's rule; every token issued before stops working. */
export async function setPassword(db: Db, username: string, password: string): Promise<string> {
  const user = findUser(db, username);
  const problem = passwordProblem(password);
  if (problem) throw new AdminError(problem);
  const hash = await hashPassword(password);
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
    bumpTokenVersion(db, user.id);
  })();
  return `${user.username} has a new password; every device was signed out.`;
}

export function logoutEverywhere(db: Db, username: string): string {
  const user = findUser(db, username);
  bumpTokenVersion(db, user.id);
  return `${user.username} is signed out on every device.`;
}

/** Creates DATA_DIR and an empty, migrated database (no demo data); refuses to touch one in use. */
export function initDatabase(dataDir: string): { exitCode: number; message: string } {
  const file = path.join(dataDir, DATABASE_FILE);
  if (existsSync(file) && statSync(file).size > 0) {
    return { exitCode: 1, message: `A database already exists at ${file}; nothing was changed.` };
  }
  mkdirSync(dataDir, { recursive: true });
  openDatabase(file).close();
  return {
    exitCode: 0,
    message: `Created an empty database at ${file}. Back up this file and ${path.join(dataDir, 'media')}.`,
  };
}

export function seedTransactions(
  db: Db,
  username: string,
  count: number,
  now = new Date(),
): string {
  if (!Number.isSafeInteger(count) || count < 1 || count > 1_000_000) {
    throw new AdminError('count must be a whole number from 1 to 1000000.');
  }
  const user = findUser(db, username);
  const plan = planLedger({
    count,
    startCents: user.balance_cents,
    targetCents: user.balance_cents,
    from: new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000),
    to: now,
    seed: Date.now() % 100_000,
  });
  const insert = db.prepare(
    `INSERT INTO transactions (user_id, reference, created_at, description, transaction_type, amount_cents)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const tx of plan.transactions) {
      insert.run(user.id, tx.reference, tx.createdAt, tx.description, tx.type, tx.amountCents);
    }
    db.prepare('UPDATE users SET balance_cents = ? WHERE id = ?').run(plan.endCents, user.id);
  })();
  return `Added ${count} transactions for ${user.username}; balance R ${centsToDecimal(plan.endCents)}.`;
}

/** DATA_DIR's database, or the message saying there is none. */
function openExisting(dataDir: string): Db | string {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) {
    return `No database at ${file}. Run "npm run admin -- init" (or start the demo once).`;
  }
  return openDatabase(file);
}

/** set-password: the one command that waits (the password is hashed with scrypt). */
export async function runSetPassword(
  dataDir: string,
  username: string,
  password: string,
): Promise<{ exitCode: number; message: string }> {
  const db = openExisting(dataDir);
  if (typeof db === 'string') return { exitCode: 1, message: db };
  try {
    return { exitCode: 0, message: await setPassword(db, username, password) };
  } catch (error) {
    if (error instanceof AdminError) return { exitCode: 1, message: error.message };
    throw error;
  } finally {
    db.close();
  }
}

/** Runs one CLI command against DATA_DIR's database; returns the exit code and message. */
export function runAdminCommand(
  allArgs: readonly string[],
  dataDir: string,
): { exitCode: number; message: string } {
  const args = allArgs.filter((arg) => arg !== '--production');
  const [command, username, countText] = args;
  if (command === 'init') return initDatabase(dataDir);
  const known = [
    'verify',
    'decline',
    'disable',
    'enable',
    'logout-everywhere',
    'seed-transactions',
  ];
  if (!command || !known.includes(command) || !username) {
    const problem = command && !known.includes(command) ? `Unknown command "${command}".\n` : '';
    return { exitCode: 2, message: `${problem}${ADMIN_USAGE}` };
  }
  const db = openExisting(dataDir);
  if (typeof db === 'string') return { exitCode: 1, message: db };
  try {
    switch (command) {
      case 'verify':
        return { exitCode: 0, message: verifyVet(db, username) };
      case 'decline':
        return { exitCode: 0, message: declineVet(db, username) };
      case 'disable':
        return { exitCode: 0, message: setDisabled(db, username, true) };
      case 'enable':
        return { exitCode: 0, message: setDisabled(db, username, false) };
      case 'logout-everywhere':
        return { exitCode: 0, message: logoutEverywhere(db, username) };
      default: {
        if (!countText || !/^\d+$/.test(countText)) {
          return { exitCode: 2, message: `seed-transactions needs a count.\n${ADMIN_USAGE}` };
        }
        return { exitCode: 0, message: seedTransactions(db, username, Number(countText)) };
      }
    }
  } catch (error) {
    if (error instanceof AdminError) return { exitCode: 1, message: error.message };
    throw error;
  } finally {
    db.close();
  }
}
