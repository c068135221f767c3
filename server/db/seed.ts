// Seeds a new database with the demo data: users, applications, sellers, orders and wallets.
import { luhnCheckDigit } from '../../contract/rules/saId.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from '../config.js';
import type { Db } from './schema.js';
import { ORDERS, SELLERS, USERS } from './demoData.js';
import { planLedger, type PlannedTransaction } from './ledgerPlan.js';

export interface SeedOptions {
  /** Total transactions for verified@vets.example (default 36). */
  verifiedTransactions?: number;
  now?: Date;
}

const DAY = 24 * 60 * 60 * 1000;

export function withLuhnDigit(first12: string): string {
  return `${first12}${luhnCheckDigit(first12)}`;
}

function ddMMyyyy(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${date.getUTCFullYear()}`;
}

let demoHash: Promise<string> | undefined;

/** The demo password's hash, computed once per process (demo accounts share one password). */
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/** Inserts the demo data in one transaction. Only call on an empty database. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const iso = (ms: number): string => new Date(ms).toISOString();
  const year = now.getUTCFullYear();
  const passwordHash = await demoPasswordHash();

  db.transaction(() => {
    const userIds = new Map<string, number>();
    const insertUser = db.prepare(
      `INSERT INTO users (username, email, password_hash, role, first_name, last_name, phone,
         account_number, bank_name, is_verified, is_disabled, created_at)
       VALUES (?, ?, ?, 'vet', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertApplication = db.prepare(
      `INSERT INTO applications (user_id, clinic_name, clinic_phone, clinic_id_number, location,
         address, vet_latitude, vet_longitude, qualification_type, is_declined, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const user of USERS) {
      const createdAt = iso(nowMs - ((user.application?.daysAgo ?? 1) + 1) * DAY);
      const result = insertUser.run(
        user.email,
        user.email,
        passwordHash,
        user.firstName,
        user.lastName,
        user.phone,
        user.accountNumber ?? '0',
        user.bankName ?? '0',
        user.verified ? 1 : 0,
        user.disabled ? 1 : 0,
        createdAt,
      );
      const userId = Number(result.lastInsertRowid);
      userIds.set(user.email, userId);
      const app = user.application;
      if (app) {
        const appliedAt = iso(nowMs - app.daysAgo * DAY);
        insertApplication.run(
          userId,
          app.clinicName,
          app.clinicPhone,
          withLuhnDigit(app.idFirst12),
          app.location,
          app.address,
          app.lat,
          app.lng,
          app.qualification,
          app.declined ? 1 : 0,
          appliedAt,
          appliedAt,
        );
      }
    }

    const sellerIds = new Map<string, number>();
    const insertSeller = db.prepare(
      'INSERT INTO sellers (first_name, last_name, phone, email) VALUES (?, ?, ?, ?)',
    );
    for (const seller of SELLERS) {
      const result = insertSeller.run(
        seller.firstName,
        seller.lastName,
        seller.phone,
        seller.email,
      );
      sellerIds.set(seller.key, Number(result.lastInsertRowid));
    }

    const insertOrder = db.prepare(
      `INSERT INTO orders (order_number, vet_id, seller_id, created_at, delivery_address,
         appointment_date, appointment_time, appointment_location, inspection_health_state,
         inspection_description, inspection_fee_cents, vet_completed, status, completed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertProduct = db.prepare(
      `INSERT INTO products (order_id, post_title, animal_type, description, price_cents, product_location)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const feeCredits = new Map<string, PlannedTransaction[]>();
    for (const order of ORDERS) {
      const orderNumber = `ORD-${year}-${String(order.number).padStart(4, '0')}`;
      const createdMs = nowMs - order.daysAgo * DAY - 3 * 60 * 60 * 1000;
      const appointment = order.appointment;
      const completedMs = appointment ? nowMs + (appointment.inDays + 1) * DAY : nowMs;
      const status = order.report ? 'completed' : order.cancelled ? 'cancelled' : 'pending';
      const result = insertOrder.run(
        orderNumber,
        userIds.get(order.vet),
        sellerIds.get(order.seller),
        iso(createdMs),
        order.deliveryAddress,
        appointment ? ddMMyyyy(new Date(nowMs + appointment.inDays * DAY)) : null,
        appointment?.time ?? null,
        appointment?.location ?? null,
        order.report?.state ?? null,
        order.report?.description ?? null,
        order.feeCents,
        order.report ? 1 : 0,
        status,
        order.report ? iso(completedMs) : null,
      );
      const p = order.product;
      insertProduct.run(
        Number(result.lastInsertRowid),
        p.title,
        p.animalType,
        p.description,
        p.priceCents,
        p.location,
      );
      if (order.report) {
        const list = feeCredits.get(order.vet) ?? [];
        list.push({
          reference: `INS-${orderNumber}`,
          description: `Inspection fee for order ${orderNumber}`,
          type: 'credit',
          amountCents: order.feeCents,
          createdAt: iso(completedMs),
        });
        feeCredits.set(order.vet, list);
      }
    }

    const wallets: { email: string; count: number; targetCents: number; days: number }[] = [
      {
        email: 'verified@vets.example',
        count: options.verifiedTransactions ?? 36,
        targetCents: 425_000,
        days: (options.verifiedTransactions ?? 36) > 2_000 ? 730 : 180,
      },
      { email: 'second@vets.example', count: 7, targetCents: 135_000, days: 90 },
      { email: 'nobank@vets.example', count: 1, targetCents: 80_000, days: 30 },
      { email: 'disabled@vets.example', count: 4, targetCents: 210_000, days: 200 },
    ];
    const insertTransaction = db.prepare(
      `INSERT INTO transactions (user_id, reference, created_at, description, transaction_type, amount_cents)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const setBalance = db.prepare('UPDATE users SET balance_cents = ? WHERE id = ?');
    wallets.forEach((wallet, index) => {
      const userId = userIds.get(wallet.email);
      if (userId === undefined) return;
      const plan = planLedger({
        count: wallet.count,
        startCents: 0,
        targetCents: wallet.targetCents,
        from: new Date(nowMs - wallet.days * DAY),
        to: new Date(nowMs - 12 * 60 * 60 * 1000),
        fixed: feeCredits.get(wallet.email) ?? [],
        seed: 1_000 + index,
      });
      for (const tx of plan.transactions) {
        insertTransaction.run(
          userId,
          tx.reference,
          tx.createdAt,
          tx.description,
          tx.type,
          tx.amountCents,
        );
      }
      setBalance.run(plan.endCents, userId);
    });
  })();
}

/** True when the database holds no users yet (a new database). */
export function isEmptyDatabase(db: Db): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  return row.n === 0;
}
