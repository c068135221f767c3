// The server applies the contract's rules as the app does: it refuses exactly what the app refuses.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TOP_UP_CENTS } from '../../contract/limits.js';
import { sharedMsg } from '../../contract/messages.js';
import { centsToDecimal } from '../../contract/money.js';
import { accountNumberDigits, hasBankAccount, isAccountNumber } from '../../contract/rules/bank.js';
import { isEmail } from '../../contract/rules/email.js';
import { openDatabase } from '../../server/db/schema.js';
import { PASSWORD, call, form, login, wallet } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

describe('the contract rules on the server', () => {
  it('takes an account number exactly when the contract does, spaces and dashes dropped', async () => {
    const token = await login(server, 'second@vets.example');
    const typed = [
      '62 0123 4567',
      '6201-2345-678',
      '620123',
      '62012',
      '62ab345678',
      '1'.repeat(17),
    ];
    for (const number of typed) {
      const response = await call<Record<string, unknown>>(server, 'PATCH', '/api/profile/', {
        token,
        form: form({ account_number: number, bank_name: 'FNB' }),
      });
      const digits = accountNumberDigits(number);
      if (isAccountNumber(digits)) {
        expect(response.status, number).toBe(200);
        expect(response.body.account_number, number).toBe(digits);
      } else {
        expect(response.status, number).toBe(400);
        expect(response.body, number).toEqual({ account_number: [sharedMsg.accountNumberInvalid] });
      }
    }
  });

  it('pays out only to a vet the contract says has a bank account', async () => {
    const token = await login(server, 'verified@vets.example');
    const stored: [string, string][] = [
      ['', 'FNB'],
      ['6201234567', ''],
      ['0', 'FNB'],
      ['6201234567', '0'],
      ['6201234567', 'FNB'],
    ];
    const store = (account: string, bank: string) => {
      // Written straight into the database: the API itself never stores an empty account number.
      const db = openDatabase(path.join(server.dataDir, 'vet-portal.sqlite'));
      try {
        db.prepare(
          "UPDATE users SET account_number = ?, bank_name = ? WHERE username = 'verified@vets.example'",
        ).run(account, bank);
      } finally {
        db.close();
      }
    };
    for (const [account, bank] of stored) {
      store(account, bank);
      const before = await wallet(server, token);
      const response = await call(server, 'POST', '/api/wallet/withdraw/', {
        token,
        json: { amount: 10 },
      });
      const label = `${account}/${bank}`;
      if (hasBankAccount({ account_number: account, bank_name: bank })) {
        expect(response.status, label).toBe(200);
        expect(response.body, label).toMatchObject({ message: sharedMsg.withdrawSuccess });
      } else {
        expect(response.status, label).toBe(400);
        expect(response.body, label).toEqual({ error: sharedMsg.noBankAccount });
        expect(await wallet(server, token), label).toEqual(before);
      }
    }
  });

  it('opens a sandbox top-up up to the contract ceiling and not a cent more', async () => {
    const token = await login(server, 'verified@vets.example');
    const checkout = (cents: number) =>
      call(server, 'POST', '/api/wallet/sandbox-checkout/', {
        token,
        json: { amount: centsToDecimal(cents) },
      });
    expect((await checkout(MAX_TOP_UP_CENTS)).status).toBe(201);
    expect((await checkout(MAX_TOP_UP_CENTS + 1)).status).toBe(400);
  });

  it('signs up only with an email the contract accepts', async () => {
    const emails = ['thabo@farm.example', 'thabo@farm', 'thabo@farm..example'];
    for (const [index, email] of emails.entries()) {
      const response = await call<Record<string, unknown>>(server, 'POST', '/api/register/', {
        json: {
          username: `thabo${index}`,
          email,
          password: PASSWORD,
          role: 'vet',
          terms_accepted: true,
        },
      });
      expect(response.status, email).toBe(isEmail(email) ? 201 : 400);
      if (!isEmail(email)) expect(response.body, email).toHaveProperty('email');
    }
  });
});
