// The portal's loader: the open panel's first reads (one tab's, a new session's once its profile opens the portal), and its code (with an open order's wizard) awaited, never failing the navigation.
import type { Profile } from '@contract/wire/profile';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPanelCode, startPanelReads } from '@/app/panels';
import { appRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { OrderWizard } from '@/features/orders/wizardCode';
import { setConfig } from '@/lib/api/config';
import { openPanel } from '@/lib/portal/panels';
import { OWNER_KEY, TOKEN_KEY } from '@/lib/session/token';
import { makeProfile } from '../support/profiles';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
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

describe('the portal’s loader', () => {
  /** A signed-in store whose reads stay on their way, but the profile's, answered by `answer()`. */
  const signedIn = (owner: string | null) => {
    setConfig({ apiBaseUrl: 'https://api.example/api/' });
    localStorage.setItem(TOKEN_KEY, 'token-1');
    if (owner) localStorage.setItem(OWNER_KEY, owner);
    let answer: (profile: Profile) => void = () => undefined;
    const profileRead = new Promise<Profile>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      if (!/\/profile\/?$/.test(new URL(url).pathname)) return new Promise(() => {});
      const body = JSON.stringify(await profileRead);
      return new Response(body, { headers: { 'Content-Type': 'application/json' } });
    });
    const store = makeStore();
    const portal = appRoutes(store)[0]?.children?.find((route) => route.path === '/vet-profile');
    if (typeof portal?.loader !== 'function') throw new Error('the portal has no loader');
    const load = portal.loader;
    const open = (search: string) =>
      load({
        request: new Request(`https://portal.example/vet-profile${search}`),
      } as LoaderFunctionArgs);
    return { store, answer, open };
  };

  it('starts a known vet’s panel reads beside the profile', async () => {
    const { store, open } = signedIn('1');
    await open('?panel=ManageOrder');
    await vi.waitFor(() => expect(started(store).sort()).toEqual(['assignedOrders', 'profile']));
  });

  it('starts a new session’s panel reads only once its profile opens the portal', async () => {
    const { store, answer, open } = signedIn(null);
    await open('?panel=ManageOrder');
    expect(started(store)).toEqual(['profile']);
    answer(makeProfile());
    await vi.waitFor(() => expect(started(store).sort()).toEqual(['assignedOrders', 'profile']));
  });

  it('never asks for the panel’s reads of a new vet the profile sends to the application', async () => {
    // A backend may refuse those reads with a 401, which would end the session.
    const { store, answer, open } = signedIn(null);
    await open('?panel=ManageOrder');
    answer(makeProfile({ has_applied: false, is_verified: false, applications: [] }));
    await vi.waitFor(() =>
      expect(store.getState().api.queries['profile(undefined)']?.status).toBe('fulfilled'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started(store)).toEqual(['profile']);
  });
});
