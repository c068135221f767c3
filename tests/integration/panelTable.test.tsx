// The panel table and the kept reads, set apart: a read kept offline is kept, listed and waited for wherever it is read first, and a panel's first reads are what its loader starts.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPanelReads } from '@/app/panels';
import PortalPage from '@/app/PortalPage';
import { makeStore, type AppStore } from '@/app/store';
import { setConfig } from '@/lib/api/config';
import { shellChanged } from '@/lib/offline/offlineSlice';
import { storeToken } from '@/lib/session/token';
import { isCachedApiRead } from '../../sw/apiRules';
import { useNodeGlobals } from '../support/nodeGlobals';
import { renderWithProviders } from '../support/render';
import { storeSession } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The tables as this test changes them: Your Wallet reads only its balance first; the history is
 * no longer kept offline, and the vet's application is kept though no panel reads it first.
 */
vi.mock('@contract/panels', async (importOriginal) => {
  const real = await importOriginal<typeof import('@contract/panels')>();
  const { YourWallet, TeamMembers } = real.PANEL_TABLE;
  const PANEL_TABLE = {
    ...real.PANEL_TABLE,
    YourWallet: { ...YourWallet, reads: YourWallet.reads.slice(0, 1) },
    TeamMembers: { ...TeamMembers, label: 'Your team' },
  };
  const KEPT_OFFLINE = [
    ...real.KEPT_OFFLINE.filter(({ name }) => name !== 'transactionHistory'),
    { name: 'application', label: 'Your application' },
  ];
  return { ...real, PANEL_TABLE, KEPT_OFFLINE };
});

let server: TestServer;
let restoreGlobals: () => void;

beforeAll(async () => {
  restoreGlobals = await useNodeGlobals();
  server = await startTestServer();
  setConfig({ apiBaseUrl: server.apiBaseUrl });
});
afterAll(async () => {
  restoreGlobals();
  await server.close();
});

const API = 'https://portal.example/api/';

describe('a read the table adds or leaves out', () => {
  it('is kept, or not, by the service worker', () => {
    const read = (path: string) => isCachedApiRead({ method: 'GET', url: `${API}${path}` }, API);
    expect(read('vets/application/')).toBe(true);
    expect(read('wallet/wallet-balance/')).toBe(true);
    expect(read('wallet/transaction-history/')).toBe(false);
  });

  it('is started first, or not, with its panel', async () => {
    void storeToken(await server.tokenFor('verified@vets.example'));
    const store: AppStore = makeStore();
    startPanelReads(store.dispatch, '');
    const reads = () =>
      Object.values(store.getState().api.queries).map((query) => query?.endpointName);
    await waitFor(() => expect(reads()).toEqual(['walletBalance']));
  });

  it('is wanted, or not, by the portal, and shown on the device by the label the table gives it', async () => {
    const token = await server.tokenFor('verified@vets.example');
    void storeSession(token);
    const store = makeStore();
    store.dispatch(shellChanged('ready'));
    renderWithProviders(<PortalPage />, {
      store,
      apiBaseUrl: server.apiBaseUrl,
      token,
      path: '/vet-profile?panel=Account',
    });
    const card = await screen.findByRole('region', { name: 'On this device' }, { timeout: 15_000 });
    const shown = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(shown).toEqual([
      'Your profile',
      'Wallet balance',
      'Pending orders',
      'Completed orders',
      'Your application',
    ]);
    // Wanted, less what the server refuses this vet once saving ahead has asked.
    const { wanted, forgone } = store.getState().offline.readiness;
    expect([...wanted, ...forgone]).toEqual([
      'wallet/wallet-balance/',
      'dashboard/assigned-orders/',
      'dashboard/get-completed-orders/',
      'vets/application/',
    ]);
    expect(screen.getByRole('link', { name: 'Your team' })).toBeInTheDocument();
  });
});
