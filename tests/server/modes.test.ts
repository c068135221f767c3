// Demo mode vs production mode: production never seeds, refuses sandbox payments and fault switches,
// needs JWT_SECRET and an initialised database (npm run admin -- init).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { initDatabase } from '../../server/admin/commands.js';
import { PRODUCTION_NEEDS_SECRET, buildServer } from '../../server/app.js';
import { readEnvConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/schema.js';
import { JWT_SECRET, PASSWORD } from './helpers.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-portal-mode-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function production(dataDir: string): Promise<FastifyInstance> {
  const app = await buildServer({
    dataDir,
    mode: 'production',
    jwtSecret: JWT_SECRET,
    faults: true,
    paymentSandbox: true,
    paystack: null,
  });
  cleanup.push(() => app.close());
  return app;
}

describe('production mode', () => {
  it('is chosen by NODE_ENV=production or --production, with faults and sandbox forced off', () => {
    const env = { ENABLE_TEST_FAULTS: '1', PAYMENT_SANDBOX: '1' };
    const demo = readEnvConfig(env, '/tmp', ['node', 'main.ts']);
    expect(demo).toMatchObject({ mode: 'demo', faults: true, paymentSandbox: true });
    for (const config of [
      readEnvConfig({ ...env, NODE_ENV: 'production' }, '/tmp', ['node', 'main.ts']),
      readEnvConfig(env, '/tmp', ['node', 'main.ts', '--production']),
    ]) {
      expect(config).toMatchObject({ mode: 'production', faults: false, paymentSandbox: false });
    }
  });

  it('refuses to start without JWT_SECRET', async () => {
    const dataDir = freshDir();
    expect(initDatabase(dataDir).exitCode).toBe(0);
    await expect(buildServer({ dataDir, mode: 'production' })).rejects.toThrow(
      PRODUCTION_NEEDS_SECRET,
    );
  });

  it('refuses a missing or empty database instead of creating one', async () => {
    const dataDir = freshDir();
    await expect(production(dataDir)).rejects.toThrow(/No database at .*vet-portal\.sqlite/);
    writeFileSync(path.join(dataDir, 'vet-portal.sqlite'), '');
    await expect(production(dataDir)).rejects.toThrow(/npm run admin -- init/);
  });

  it('starts on an initialised database without demo accounts, sandbox or fault switches', async () => {
    const dataDir = freshDir();
    expect(initDatabase(dataDir)).toMatchObject({ exitCode: 0 });
    expect(initDatabase(dataDir).exitCode).toBe(1); // never over an existing database
    const app = await production(dataDir);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'verified@vets.example', password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const faults = await app.inject({ method: 'POST', url: '/api/__test__/faults', payload: {} });
    expect(faults.statusCode).toBe(404);

    const register = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: 'real.vet',
        email: 'real.vet@clinic.example',
        password: 'a long enough password',
        role: 'vet',
        terms_accepted: true,
      },
    });
    expect(register.statusCode).toBe(201);
    const { access } = register.json<{ access: string }>();
    const db = openDatabase(path.join(dataDir, 'vet-portal.sqlite'));
    db.prepare('UPDATE users SET is_verified = 1').run();
    db.close();
    const headers = { authorization: `Bearer ${access}` };
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/wallet/sandbox-checkout/',
      headers,
      payload: { amount: 100 },
    });
    expect(checkout.statusCode).toBe(404);
    const credit = await app.inject({
      method: 'POST',
      url: '/api/wallet/load-wallet/',
      headers,
      payload: { transaction_ref: 'sandbox_anything', amount: 100 },
    });
    expect(credit.statusCode).toBe(400);
    expect(credit.json()).toEqual({ error: 'Payment could not be verified.' });
  });
});
