// The panel table is the one list of the reads the portal saves for offline use: change it, and every place that keeps, asks for, starts or shows them follows.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import PortalPage from '@/app/PortalPage';
import { makeStore, type AppStore } from '@/app/store';
import { warmStart } from '@/app/warmStart';
import { setConfig } from '@/lib/config';
import { startEarlyReads } from '@/lib/earlyReads';
import { shellChanged } from '@/lib/offline/offlineSlice';
import { storeToken } from '@/lib/token';
import { isCachedApiRead } from '../../sw/apiRules';
import { useNodeGlobals } from '../support/nodeGlobals';
import { renderWithProviders } from '../support/render';
import { storeSession } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The table as this test changes it: Your Wallet reads only its balance, and Team Members the
 * vet's application under a name of its own.
 */
vi.mock('@contract/panels', async (importOriginal) => {
  const real = await importOriginal<typeof import('@contract/panels')>();
  const { YourWallet, TeamMembers } = real.PANEL_TABLE;
  const PANEL_TABLE = {
    ...real.PANEL_TABLE,
    YourWallet: { ...YourWallet, reads: YourWallet.reads.slice(0, 1) },
    TeamMembers: {
      ...TeamMembers,
      label: 'Your team',
      reads: [{ name: 'application', label: 'Your application' }],
    },
  };
  const PANEL_READS = Object.values(PANEL_TABLE).flatMap((panel) => panel.reads);
  return { ...real, PANEL_TABLE, PANEL_READS, SAVED_READS: [real.PROFILE_READ, ...PANEL_READS] };
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

  it('is asked for, or not, by the early script at its panel’s address', () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response('{}'));
    });
    try {
      startEarlyReads({ pathname: '/vet-profile', search: '' }, 'thandi', true, API);
      startEarlyReads(
        { pathname: '/vet-profile', search: '?panel=TeamMembers' },
        'thandi',
        true,
        API,
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(asked).toEqual([
      `${API}profile`,
      `${API}wallet/wallet-balance/`,
      `${API}profile`,
      `${API}vets/application/`,
    ]);
  });

  it('is started, or not, by the warm start', async () => {
    void storeToken(await server.tokenFor('verified@vets.example'));
    const store: AppStore = makeStore();
    await warmStart(store, { pathname: '/vet-profile', search: '' });
    const reads = () =>
      Object.values(store.getState().api.queries).map((query) => query?.endpointName);
    await waitFor(() => expect(reads().sort()).toEqual(['profile', 'walletBalance']));
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
    // Wanted, less what the server refuses this vet once saving ahead has asked (a verified vet
    // has no application to read).
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
