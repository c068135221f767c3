// Opens the SQLite database (WAL) and brings its schema up to date with numbered migrations.
import Database from 'better-sqlite3';
import { SKELETON_VERSION, skeleton } from '../skeleton.js';

export type Db = Database.Database;

const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL DEFAULT 'vet',
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    phone TEXT UNIQUE,
    profile_picture TEXT,
    communication_means TEXT NOT NULL DEFAULT 'both'
      CHECK (communication_means IN ('both', 'phone', 'email')),
    account_number TEXT NOT NULL DEFAULT '0',
    bank_name TEXT NOT NULL DEFAULT '0',
    bank_confirmation_certificate TEXT,
    is_verified INTEGER NOT NULL DEFAULT 0,
    is_disabled INTEGER NOT NULL DEFAULT 0,
    balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
    created_at TEXT NOT NULL
  );

  CREATE TABLE applications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    clinic_name TEXT NOT NULL,
    clinic_phone TEXT NOT NULL,
    clinic_id_number TEXT NOT NULL,
    location TEXT NOT NULL,
    address TEXT NOT NULL,
    vet_latitude REAL NOT NULL,
    vet_longitude REAL NOT NULL,
    qualification_type TEXT NOT NULL,
    identity_document TEXT,
    proof_of_qualification TEXT,
    certification TEXT,
    savc_practice_licence TEXT,
    is_declined INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX applications_user ON applications(user_id, id);

  CREATE TABLE sellers (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT,
    email TEXT,
    profile_picture TEXT
  );

  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    order_number TEXT NOT NULL UNIQUE,
    vet_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    seller_id INTEGER NOT NULL REFERENCES sellers(id),
    created_at TEXT NOT NULL,
    delivery_address TEXT NOT NULL,
    appointment_date TEXT,
    appointment_time TEXT,
    appointment_location TEXT,
    inspection_health_state TEXT,
    inspection_description TEXT,
    certificate_of_safety TEXT,
    inspection_fee_cents INTEGER NOT NULL CHECK (inspection_fee_cents >= 0),
    vet_completed INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'cancelled')),
    completed_at TEXT
  );
  CREATE INDEX orders_vet ON orders(vet_id, created_at, id);

  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    prod_picture TEXT,
    post_title TEXT NOT NULL,
    animal_type TEXT NOT NULL,
    description TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    product_location TEXT NOT NULL
  );
  CREATE INDEX products_order ON products(order_id, id);

  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    reference TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    description TEXT NOT NULL,
    transaction_type TEXT NOT NULL CHECK (transaction_type IN ('credit', 'debit')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0)
  );
  CREATE INDEX transactions_user ON transactions(user_id, created_at, id);

  CREATE TABLE wallet_topups (
    transaction_ref TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    created_at TEXT NOT NULL
  );

  CREATE TABLE idempotency_keys (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status_code INTEGER NOT NULL,
    response_body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
  );
  `,
  `
  ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE instance (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    instance_id TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  INSERT INTO instance (id, instance_id, created_at)
    VALUES (1, lower(hex(randomblob(16))), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

  CREATE TABLE sandbox_checkouts (
    reference TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    created_at TEXT NOT NULL
  );
  `,
  // Refresh-token session families. IF NOT EXISTS: databases of the previous release created the
  // table on first use.
  `
  CREATE TABLE IF NOT EXISTS refresh_sessions (
    family TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    current_jti TEXT NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS refresh_sessions_expiry ON refresh_sessions(expires_at);
  `,
  // Look-alike checks and email logins by index (a sign-up scanned every account); skeletons made
  // by refreshSkeletons and kept by triggers (the skeleton() function openDatabase registers). Stored replies and sandbox
  // checkouts are pruned per vet by age. Top-ups whose reference took the server's own prefixes
  // (INS-, WD-, TOP-) move to PAY:, so a fee or withdrawal can always be written.
  `
  ALTER TABLE users ADD COLUMN username_skeleton TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN email_skeleton TEXT NOT NULL DEFAULT '';
  CREATE INDEX users_username_skeleton ON users(username_skeleton);
  CREATE INDEX users_email_skeleton ON users(email_skeleton);
  CREATE INDEX users_email_lower ON users(lower(email));
  CREATE TRIGGER users_skeleton_insert AFTER INSERT ON users BEGIN
    UPDATE users SET username_skeleton = skeleton(NEW.username), email_skeleton = skeleton(NEW.email)
    WHERE id = NEW.id;
  END;
  CREATE TRIGGER users_skeleton_update AFTER UPDATE OF username, email ON users BEGIN
    UPDATE users SET username_skeleton = skeleton(NEW.username), email_skeleton = skeleton(NEW.email)
    WHERE id = NEW.id;
  END;

  CREATE INDEX idempotency_keys_age ON idempotency_keys(user_id, created_at);
  CREATE INDEX sandbox_checkouts_user ON sandbox_checkouts(user_id, created_at);

  CREATE TABLE skeleton_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version TEXT NOT NULL
  );

  UPDATE transactions SET reference = 'PAY:' || reference
  WHERE reference IN (SELECT transaction_ref FROM wallet_topups)
    AND (upper(reference) LIKE 'INS-%' OR upper(reference) LIKE 'WD-%' OR upper(reference) LIKE 'TOP-%');
  `,
];

/** SQL functions the schema's triggers call; registered on every connection before it writes. */
export function registerFunctions(db: Db): void {
  db.function('skeleton', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? skeleton(value) : '',
  );
}

/**
 * Applies every migration newer than the database's user_version (up to `through`, all unless
 * given: tests build an older release's database), each in one transaction.
 */
export function migrate(db: Db, through: number = MIGRATIONS.length): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  for (let version = current; version < through; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/**
 * Makes every account's skeletons again when they were made by another rule or confusables table
 * (a new unhomoglyph release): a look-alike check compares like with like.
 */
export function refreshSkeletons(db: Db): void {
  const row = db.prepare('SELECT version FROM skeleton_version WHERE id = 1').get() as
    { version: string } | undefined;
  if (row?.version === SKELETON_VERSION) return;
  db.transaction(() => {
    db.exec(
      'UPDATE users SET username_skeleton = skeleton(username), email_skeleton = skeleton(email)',
    );
    db.prepare(
      'INSERT INTO skeleton_version (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version',
    ).run(SKELETON_VERSION);
  })();
}

/** Thrown when the database file is damaged or is not a SQLite database. */
export class CorruptDatabaseError extends Error {}

function corrupt(file: string, detail: string): CorruptDatabaseError {
  return new CorruptDatabaseError(
    `The database ${file} is damaged (${detail}). Refusing to start: restore it from a backup.`,
  );
}

/** SQLite's quick_check; throws a CorruptDatabaseError naming the file unless it reports "ok". */
export function checkIntegrity(db: Db, file: string): void {
  let rows: { quick_check: string }[];
  try {
    rows = db.pragma('quick_check') as { quick_check: string }[];
  } catch (error) {
    throw corrupt(file, error instanceof Error ? error.message : String(error));
  }
  const problems = rows.map((row) => row.quick_check).filter((text) => text !== 'ok');
  if (problems.length > 0) throw corrupt(file, problems.slice(0, 3).join('; '));
}

/**
 * Opens (or creates) the database file with WAL journaling and foreign keys, checks it with
 * quick_check, then migrates it.
 */
export function openDatabase(file: string): Db {
  let db: Db;
  try {
    db = new Database(file);
    db.pragma('journal_mode = WAL');
  } catch (error) {
    throw corrupt(file, error instanceof Error ? error.message : String(error));
  }
  try {
    checkIntegrity(db, file);
  } catch (error) {
    db.close();
    throw error;
  }
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerFunctions(db);
  migrate(db);
  refreshSkeletons(db);
  return db;
}

/** The random id this database file was created with; tokens carry it (a new file, new id). */
export function instanceId(db: Db): string {
  const row = db.prepare('SELECT instance_id FROM instance WHERE id = 1').get() as
    { instance_id: string } | undefined;
  if (!row) throw new Error('The database has no instance id.');
  return row.instance_id;
}
