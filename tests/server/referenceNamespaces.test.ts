// Payment references and the server's own references never meet: a top-up under a fee's reference
// (INS-<order number>) is refused, so another vet's report is always paid its fee.
import { describe, expect, it } from 'vitest';
import { INVALID_REFERENCE } from '../../server/routes/wallet.js';
import { call, form, login, pendingOrder } from './helpers.js';
import { useServer } from './useServer.js';

/** Paystack, as far as the server can tell: every reference a successful R 50 charge by `email`. */
function paystackConfirming(email: string): typeof fetch {
  return (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reference = decodeURIComponent(url.split('/').pop() ?? '');
    const data = {
      status: 'success',
      reference,
      amount: 5000,
      currency: 'ZAR',
      customer: { email },
    };
    return Promise.resolve(Response.json({ status: true, data }));
  };
}

const server = useServer({
  paystack: {
    secretKey: 'sk_test_fake',
    apiBase: 'https://paystack.invalid',
    fetchImpl: paystackConfirming('second@vets.example'),
  },
});

interface Transaction {
  reference: string;
  transaction_type: string;
  amount: string;
}

describe('references', () => {
  it("refuses a top-up under another vet's fee reference; that vet's report is paid", async () => {
    const thandi = await login(server, 'verified@vets.example');
    const sipho = await login(server, 'second@vets.example');
    const order = await pendingOrder(server, thandi);
    for (const reference of [`INS-${order.order_number}`, `ins-${order.order_number}`, 'WD-1A2B']) {
      const topUp = await call(server, 'POST', '/api/wallet/load-wallet/', {
        token: sipho,
        json: { transaction_ref: reference, amount: '50.00' },
      });
      expect(topUp, reference).toMatchObject({
        status: 400,
        body: { transaction_ref: [INVALID_REFERENCE] },
      });
    }
    const report = await call(
      server,
      'POST',
      `/api/dashboard/send-inspection-report/${order.id}/`,
      {
        token: thandi,
        form: form({ inspection_health_state: 'Good', inspection_description: 'Healthy herd.' }),
      },
    );
    expect(report.status).toBe(201);
    const history = await call<Transaction[]>(server, 'GET', '/api/wallet/transaction-history/', {
      token: thandi,
    });
    expect(history.body.filter((t) => t.reference === `INS-${order.order_number}`)).toEqual([
      expect.objectContaining({ transaction_type: 'credit', amount: order.inspection_fees }),
    ]);
  });

  it('still credits an ordinary payment reference', async () => {
    const sipho = await login(server, 'second@vets.example');
    const topUp = await call(server, 'POST', '/api/wallet/load-wallet/', {
      token: sipho,
      json: { transaction_ref: 'vp_2f1c9a6e-0d4b-4f7e-9a51-1c2d3e4f5a6b', amount: '50.00' },
    });
    expect(topUp).toMatchObject({ status: 200, body: { duplicate: false, amount: '50.00' } });
  });
});
