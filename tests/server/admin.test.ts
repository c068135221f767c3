// Admin commands (verify, decline, disable, enable, seed-transactions) and their effect on the API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminError,
  declineVet,
  runAdminCommand,
  seedTransactions,
  setDisabled,
  verifyVet,
} from '../../server/admin/commands.js';
import { openDatabase, type Db } from '../../server/db/schema.js';
import { call, cents, login, wallet } from './helpers.js';
import { useServer } from './useServer.js';

interface Profile {
  is_verified: boolean;
  is_disabled: boolean;
  applications: { is_declined: boolean }[];
}

const server = useServer();
let db: Db;
beforeAll(() => {
  db = openDatabase(path.join(server.dataDir, 'vet-portal.sqlite'));
});
afterAll(() => {
  db.close();
});

async function profile(username: string): Promise<Profile> {
  const token = await login(server, username);
  return (await call<Profile>(server, 'GET', '/api/profile/', { token })).body;
}

describe('admin commands', () => {
  it('verifies a pending vet, who can then use the wallet', async () => {
    expect(verifyVet(db, 'pending@vets.example')).toContain('verified');
    const after = await profile('pending@vets.example');
    expect(after.is_verified).toBe(true);
    expect(after.applications.at(-1)?.is_declined).toBe(false);
    const token = await login(server, 'pending@vets.example');
    expect((await call(server, 'GET', '/api/wallet/wallet-balance/', { token })).status).toBe(200);
  });

  it('declines the last application and unverifies the vet', async () => {
    declineVet(db, 'newvet@vets.example');
    const after = await profile('newvet@vets.example');
    expect(after.is_verified).toBe(false);
    expect(after.applications.at(-1)?.is_declined).toBe(true);
    verifyVet(db, 'NEWVET@vets.example');
    const again = await profile('newvet@vets.example');
    expect(again.is_verified).toBe(true);
    expect(again.applications.at(-1)?.is_declined).toBe(false);
  });

  it('disables and enables an account', async () => {
    setDisabled(db, 'second@vets.example', true);
    expect((await profile('second@vets.example')).is_disabled).toBe(true);
    const token = await login(server, 'second@vets.example');
    expect((await call(server, 'GET', '/api/dashboard/assigned-orders/', { token })).status).toBe(
      403,
    );
    setDisabled(db, 'second@vets.example', false);
    expect((await profile('second@vets.example')).is_disabled).toBe(false);
    expect((await call(server, 'GET', '/api/dashboard/assigned-orders/', { token })).status).toBe(
      200,
    );
  });

  it('refuses unknown users and vets who never applied', () => {
    expect(() => verifyVet(db, 'ghost@vets.example')).toThrow(AdminError);
    expect(() => declineVet(db, 'applicant@vets.example')).toThrow(/has not applied/);
    expect(() => setDisabled(db, 'ghost@vets.example', true)).toThrow(
      'No user "ghost@vets.example".',
    );
  });

  it('adds transactions for performance work without changing the balance', async () => {
    const token = await login(server, 'verified@vets.example');
    const before = await wallet(server, token);
    const rowsBefore = (
      await call<unknown[]>(server, 'GET', '/api/wallet/transaction-history/', { token })
    ).body.length;
    seedTransactions(db, 'verified@vets.example', 500);
    const rows = await call<{ transaction_type: string; amount: string }[]>(
      server,
      'GET',
      '/api/wallet/transaction-history/',
      { token },
    );
    expect(rows.body).toHaveLength(rowsBefore + 500);
    expect((await wallet(server, token)).balance).toBe(before.balance);
    const net = rows.body.reduce(
      (sum, t) => sum + (t.transaction_type === 'credit' ? cents(t.amount) : -cents(t.amount)),
      0,
    );
    expect(net).toBe(cents(before.balance));
    expect(() => seedTransactions(db, 'verified@vets.example', 0)).toThrow(AdminError);
  });
});

describe('runAdminCommand (the CLI)', () => {
  it('exits 0 on success and non-zero on unknown users or commands', async () => {
    expect(runAdminCommand(['disable', 'nobank@vets.example'], server.dataDir)).toEqual({
      exitCode: 0,
      message: 'nobank@vets.example is now disabled.',
    });
    expect((await profile('nobank@vets.example')).is_disabled).toBe(true);
    expect(runAdminCommand(['enable', 'nobank@vets.example'], server.dataDir).exitCode).toBe(0);
    const unknownUser = runAdminCommand(['verify', 'ghost@vets.example'], server.dataDir);
    expect(unknownUser).toEqual({ exitCode: 1, message: 'No user "ghost@vets.example".' });
    const unknownCommand = runAdminCommand(['promote', 'nobank@vets.example'], server.dataDir);
    expect(unknownCommand.exitCode).toBe(2);
    expect(unknownCommand.message).toContain('Unknown command "promote"');
    expect(runAdminCommand([], server.dataDir).exitCode).toBe(2);
    expect(
      runAdminCommand(['seed-transactions', 'nobank@vets.example'], server.dataDir).exitCode,
    ).toBe(2);
    const seeded = runAdminCommand(
      ['seed-transactions', 'nobank@vets.example', '25'],
      server.dataDir,
    );
    expect(seeded.exitCode).toBe(0);
    expect(seeded.message).toContain('Added 25 transactions');
  });

  it('reports a missing database instead of creating one', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'vet-portal-empty-'));
    try {
      const result = runAdminCommand(['verify', 'pending@vets.example'], empty);
      expect(result.exitCode).toBe(1);
      expect(result.message).toContain('No database');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
