// The warm start: a signed-in vet opening the portal by address gets the profile, the portal's and
// the open panel's code and the panel's reads asked for at once, before anything renders; the
// application screens only the profile; a signed-out visitor nothing. It says when the code is in.
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PANEL_CODE } from '@/app/panels';
import { PortalScreen } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { warmStart } from '@/app/warmStart';
import { OrderWizard } from '@/features/orders/wizardCode';
import { setConfig } from '@/lib/config';
import { clearToken, storeToken } from '@/lib/token';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  setConfig({ apiBaseUrl: server.apiBaseUrl });
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

/** The reads the store holds, by endpoint, with their status. */
function reads(store: AppStore): Record<string, string> {
  const found: Record<string, string> = {};
  for (const query of Object.values(store.getState().api.queries)) {
    if (query?.endpointName) found[query.endpointName] = query.status;
  }
  return found;
}

async function signedInStore(): Promise<AppStore> {
  void storeToken(await server.tokenFor('verified@vets.example'));
  return makeStore();
}

describe('warm start', () => {
  it('asks for the profile and the open tab’s order list at once for Manage Orders', async () => {
    const store = await signedInStore();
    void warmStart(store, { pathname: '/vet-profile', search: '?panel=ManageOrder' });
    await waitFor(() =>
      expect(reads(store)).toEqual({ profile: 'fulfilled', assignedOrders: 'fulfilled' }),
    );
    const completedTab = await signedInStore();
    void warmStart(completedTab, {
      pathname: '/vet-profile',
      search: '?panel=ManageOrder&tab=completed',
    });
    await waitFor(() =>
      expect(reads(completedTab)).toEqual({ profile: 'fulfilled', completedOrders: 'fulfilled' }),
    );
  });

  it('asks for the wallet’s reads when the address names no panel (Your wallet is the default)', async () => {
    const store = await signedInStore();
    void warmStart(store, { pathname: '/vet-profile', search: '' });
    await waitFor(() =>
      expect(reads(store)).toEqual({
        profile: 'fulfilled',
        walletBalance: 'fulfilled',
        transactionHistory: 'fulfilled',
      }),
    );
  });

  it('settles once the portal’s and the open panel’s code are in, so the first draw need not wait', async () => {
    const events: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const orders = PANEL_CODE.ManageOrder.code;
    const loadOrders = orders.preload;
    vi.spyOn(orders, 'preload').mockImplementation(() => released.then(loadOrders));
    const store = await signedInStore();
    const code = warmStart(store, { pathname: '/vet-profile', search: '?panel=ManageOrder' });
    expect(code).not.toBeNull();
    const settled = code?.then(() => events.push('warm start settled'));
    // The portal's own module is in, and every callback waiting on it has run.
    await PortalScreen.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    events.push('panel released');
    release();
    await settled;
    expect(events).toEqual(['panel released', 'warm start settled']);
    // Its reads, asked for beside the code, end before the test does (the server closes after).
    await waitFor(() =>
      expect(reads(store)).toEqual({ profile: 'fulfilled', assignedOrders: 'fulfilled' }),
    );
  });

  it('waits for the order wizard’s code too when the address opens an order', async () => {
    const wizard = vi.spyOn(OrderWizard, 'preload');
    const store = await signedInStore();
    const code = warmStart(store, {
      pathname: '/vet-profile',
      search: '?panel=ManageOrder&order=3&step=report',
    });
    await code;
    expect(wizard).toHaveBeenCalledTimes(1);
    await expect(wizard.mock.results[0]?.value).resolves.toHaveProperty('default');
    // An open order looks in both lists.
    await waitFor(() =>
      expect(reads(store)).toEqual({
        profile: 'fulfilled',
        assignedOrders: 'fulfilled',
        completedOrders: 'fulfilled',
      }),
    );
  });

  it('asks only for the profile on the application screens', async () => {
    const store = await signedInStore();
    void warmStart(store, { pathname: '/verify', search: '' });
    await waitFor(() => expect(reads(store)).toEqual({ profile: 'fulfilled' }));
  });

  it('asks for nothing when no vet is signed in, or on the public screens', async () => {
    const signedOut = makeStore();
    void warmStart(signedOut, { pathname: '/vet-profile', search: '?panel=ManageOrder' });
    const onLogIn = await signedInStore();
    void warmStart(onLogIn, { pathname: '/log-in', search: '' });
    // Both stores run the same way; a store that asked would hold a pending read by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads(signedOut)).toEqual({});
    expect(reads(onLogIn)).toEqual({});
  });
});
