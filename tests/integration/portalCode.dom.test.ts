// The portal's loader: the open panel's first reads (one tab's), and its code (with an open order's wizard) awaited, never failing the navigation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPanelCode, startPanelReads } from '@/app/panels';
import { makeStore } from '@/app/store';
import { OrderWizard } from '@/features/orders/wizardCode';
import { setConfig } from '@/lib/api/config';
import { openPanel } from '@/lib/portal/panels';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The reads the store has started, by endpoint. */
const started = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().api.queries).map((query) => query?.endpointName);

describe('the portal’s panel code and reads', () => {
  it('opens the panel the address names, else Your Wallet', () => {
    expect(openPanel('?panel=ManageOrder')).toBe('ManageOrder');
    expect(openPanel('')).toBe('YourWallet');
    expect(openPanel('?panel=Nonsense')).toBe('YourWallet');
  });

  it('starts the open tab’s list beside the panel’s code, and resolves once the code is in', async () => {
    setConfig({ apiBaseUrl: 'https://api.example/api/' });
    vi.stubGlobal('fetch', () => new Promise(() => {})); // the reads stay on their way
    const store = makeStore();
    startPanelReads(store.dispatch, '?panel=ManageOrder&tab=completed');
    await loadPanelCode('?panel=ManageOrder&tab=completed');
    await vi.waitFor(() => expect(started(store)).toEqual(['completedOrders']));
    const { default: panel } = await import('@/features/orders/OrdersPanel');
    expect(panel).toBeTypeOf('function');
  });

  it('brings the order wizard’s code with Manage Orders’ when the address opens an order', async () => {
    const wizard = vi.spyOn(OrderWizard, 'preload');
    await loadPanelCode('?panel=ManageOrder&tab=completed');
    expect(wizard).not.toHaveBeenCalled();
    await loadPanelCode('?panel=ManageOrder&order=7&step=report');
    expect(wizard).toHaveBeenCalledTimes(1);
    await expect(wizard.mock.results[0]?.value).resolves.toHaveProperty('default');
  });

  it('resolves when the panel’s code cannot be downloaded: the panel says so in its place', async () => {
    vi.spyOn(OrderWizard, 'preload').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadPanelCode('?panel=ManageOrder&order=7')).resolves.toBeUndefined();
  });
});
