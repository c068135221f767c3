// The wallet decoders: balance, transaction history and sandbox checkout from the reference server and from DRF.
import {
  decodeSandboxCheckout,
  decodeTransactions,
  decodeWalletBalance,
} from '@contract/wire/wallet';
import type { Transaction } from '@contract/wire/wallet';
import { describe, expect, it } from 'vitest';
import { newestFirst } from '@/features/wallet/history';
import { decodeErrorOf } from './decodeSupport';

/** The history as server/serializers/transaction.ts writes it, oldest first. */
const reference: Transaction[] = [
  {
    id: 1,
    reference: 'TOPUP-1',
    created_at: '2026-11-01T08:00:00.000Z',
    description: 'Balance Topup',
    transaction_type: 'credit',
    amount: '1500.00',
  },
  {
    id: 2,
    reference: 'WD-2',
    created_at: '2026-11-02T08:00:00.000Z',
    description: 'Withdrawal',
    transaction_type: 'debit',
    amount: '200.50',
  },
];

/** The same rows as DRF sends them: paginated, numbers for amounts, +02:00 times, extra fields. */
const drfPage = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      id: '1',
      reference: 'TOPUP-1',
      created_at: '2026-11-01T10:00:00.123456+02:00',
      description: 'Balance Topup',
      transaction_type: 'CREDIT',
      amount: 1500,
      wallet: 8,
    },
    {
      id: 2,
      reference: 'WD-2',
      created_at: '2026-11-02T10:00:00.123456+02:00',
      description: null,
      transaction_type: 'Debit',
      amount: '200.5',
    },
  ],
};

describe('decodeWalletBalance', () => {
  it('reads the reference server’s balance and DRF’s numbers alike', () => {
    const reference = { balance: '1299.50', escrow_balance: '0.00' };
    expect(decodeWalletBalance(reference)).toEqual(reference);
    expect(decodeWalletBalance({ balance: 1299.5, escrow_balance: 0, currency: 'ZAR' })).toEqual(
      reference,
    );
    expect(decodeWalletBalance({ balance: '1299.5', escrow_balance: '0' })).toEqual(reference);
  });

  it('names the amount it cannot read', () => {
    expect(
      decodeErrorOf(() => decodeWalletBalance({ balance: 'lots', escrow_balance: '0' })).field,
    ).toBe('wallet.balance');
    expect(decodeErrorOf(() => decodeWalletBalance({ balance: '1.00' })).field).toBe(
      'wallet.escrow_balance',
    );
  });
});

describe('decodeTransactions', () => {
  it('reads the reference server’s history unchanged', () => {
    expect(decodeTransactions(reference)).toEqual(reference);
  });

  it('reads DRF’s paginated history into the same shape', () => {
    expect(decodeTransactions(drfPage)).toEqual([
      { ...reference[0], created_at: '2026-11-01T10:00:00.123456+02:00' },
      { ...reference[1], created_at: '2026-11-02T10:00:00.123456+02:00', description: '' },
    ]);
  });

  it('keeps the server’s order, which the wallet then shows newest first', () => {
    const rows = decodeTransactions(drfPage);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    expect(newestFirst(rows).map((row) => row.id)).toEqual([2, 1]);
  });

  it('names the row and field it cannot read', () => {
    const row = drfPage.results[0]!;
    const cases: [unknown, string][] = [
      [[row, { ...row, amount: '1.234' }], 'transactions[1].amount'],
      [[{ ...row, transaction_type: 'refund' }], 'transactions[0].transaction_type'],
      [[{ ...row, created_at: null }], 'transactions[0].created_at'],
      [[{ ...row, id: 1.5 }], 'transactions[0].id'],
      ['<html>', 'transactions'],
    ];
    for (const [body, field] of cases) {
      expect(decodeErrorOf(() => decodeTransactions(body)).field).toBe(field);
    }
  });
});

describe('decodeSandboxCheckout', () => {
  it('reads the reference server’s checkout and a number amount alike', () => {
    const reference = { reference: 'SBX-1', amount: '250.00' };
    expect(decodeSandboxCheckout(reference)).toEqual(reference);
    expect(decodeSandboxCheckout({ reference: 'SBX-1', amount: 250, id: 4 })).toEqual(reference);
  });

  it('needs the reference it is credited with', () => {
    expect(decodeErrorOf(() => decodeSandboxCheckout({ amount: '250.00' })).field).toBe(
      'checkout.reference',
    );
  });
});
