// The app's own list endpoints against the real Django backend in pages of 10: every page read, online.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { ordersApi } from '@/features/orders/api';
import { walletApi } from '@/features/wallet/api';
import { setConfig } from '@/lib/api/config';
import { TOKEN_KEY } from '@/lib/session/token';
import { startDjango, type DjangoApi } from '../support/django';

let django: DjangoApi;
beforeAll(async () => {
  django = await startDjango({ pageSize: 10 });
  setConfig({ apiBaseUrl: django.apiBaseUrl });
  localStorage.setItem(TOKEN_KEY, await django.tokenFor('verified@vets.example'));
}, 90_000);
afterAll(() => django.close());

describe('lists in pages', () => {
  it('shows every order and every transaction, each page asked for once', async () => {
    const store = makeStore();
    const [pending, completed, history] = await Promise.all([
      store.dispatch(ordersApi.endpoints.assignedOrders.initiate()).unwrap(),
      store.dispatch(ordersApi.endpoints.completedOrders.initiate()).unwrap(),
      store.dispatch(walletApi.endpoints.transactionHistory.initiate()).unwrap(),
    ]);
    expect(pending).toHaveLength(13);
    expect(new Set(pending.map((order) => order.id)).size).toBe(13);
    expect(completed).toHaveLength(12);
    expect(history).toHaveLength(25);
    const { requests } = await django.stats();
    expect(requests['GET /api/wallet/transaction-history/']).toBe(3);
    expect(requests['GET /api/dashboard/assigned-orders/']).toBe(2);
  });
});
