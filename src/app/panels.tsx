// The portal's panels as the app draws them: the panel table (contract/panels.ts) with each panel's code and the start of its first reads attached.
import { PANEL_TABLE, type Panel, type PanelKey, type ReadName } from '@contract/panels';
import type { Profile } from '@contract/wire/profile';
import type { PanelDefinition } from '@/features/portal/PortalLayout';
import type { api } from '@/lib/api/api';
import { firstReads, openPanel, PANELS, type PanelProps } from '@/lib/portal/panels';
import { preloadable, type Preloadable } from '@/lib/page/preloadable';
import type { AppDispatch } from './store';

/** The names of a panel's first reads in the table (its feature's endpoints have the same names). */
type ReadsOf<Key extends PanelKey> = (typeof PANEL_TABLE)[Key]['reads'][number]['name'];

/** A feature's API slice, as what starts a read by its endpoint's name. */
interface ReadStarter<Name extends string> {
  util: {
    prefetch: (name: Name, arg: undefined, options: object) => ReturnType<typeof api.util.prefetch>;
  };
}

interface PanelCode {
  /** The panel's component, loaded on first open (or by the portal's loader, beside its reads). */
  code: Preloadable<PanelProps>;
  /** The code an address of the panel draws beyond it (an open order's wizard). */
  moreCode?: (search: string) => Promise<unknown>;
  /** Starts one of the panel's first reads through its feature's API (which injects the endpoint). */
  startRead?: (dispatch: AppDispatch, name: ReadName) => Promise<void>;
}

/** A panel with first reads must be able to start them. */
type PanelCodeFor<Key extends PanelKey> = PanelCode &
  ((typeof PANEL_TABLE)[Key]['reads'] extends readonly []
    ? unknown
    : Required<Pick<PanelCode, 'startRead'>>);

/**
 * Starts the reads of `panel` through the feature API `load` brings: data comes while code loads.
 * The feature's API must have an endpoint for each read the table names for the panel (tsc says).
 */
const readsOf =
  <Key extends PanelKey>(_panel: Key, load: () => Promise<ReadStarter<ReadsOf<Key>>>) =>
  async (dispatch: AppDispatch, name: ReadName): Promise<void> => {
    // The loader asks only for the panel's own first reads (firstReads reads its table entry).
    dispatch((await load()).util.prefetch(name as ReadsOf<Key>, undefined, {}));
  };

const ordersPanel = () => import('@/features/orders/OrdersPanel');

/** Each panel's code and how its first reads start. */
const PANEL_CODE: { [Key in PanelKey]: PanelCodeFor<Key> } = {
  YourWallet: {
    code: preloadable(() => import('@/features/wallet/WalletPanel')),
    startRead: readsOf('YourWallet', async () => (await import('@/features/wallet/api')).walletApi),
  },
  ManageOrder: {
    code: preloadable(ordersPanel),
    moreCode: async (search) => (await ordersPanel()).preloadCode(search),
    startRead: readsOf(
      'ManageOrder',
      async () => (await import('@/features/orders/api')).ordersApi,
    ),
  },
  Account: { code: preloadable(() => import('@/features/account/AccountPanel')) },
  ManageLivestocks: { code: preloadable(() => import('@/features/livestock/LivestockPanel')) },
  TeamMembers: { code: preloadable(() => import('@/features/team/TeamPanel')) },
  CompletedOrderPreview: {
    code: preloadable(() => import('@/features/orderPreview/CompletedOrderPreviewPanel')),
  },
};

/** Starts the first reads of the panel the portal's address `search` opens (a tabbed panel: one tab's). */
export function startPanelReads(dispatch: AppDispatch, search: string): void {
  const key = openPanel(search);
  const { startRead }: PanelCode = PANEL_CODE[key];
  for (const { name } of firstReads(key, search)) void startRead?.(dispatch, name);
}

/**
 * Resolves once the code the portal's address `search` draws is in: the open panel's, and what
 * the address draws beyond it (an open order's wizard). A failed download resolves too: the panel
 * then says so in its place, with Retry.
 */
export async function loadPanelCode(search: string): Promise<void> {
  const { code, moreCode }: PanelCode = PANEL_CODE[openPanel(search)];
  await Promise.all([code.preload(), moreCode?.(search)]).catch(() => undefined);
}

/** The menu's entries and what each draws, in the table's order. */
export function portalPanels(profile: Profile): PanelDefinition[] {
  return PANELS.map((key) => {
    const { label, preview, hidden }: Panel = PANEL_TABLE[key];
    const { Component } = PANEL_CODE[key].code;
    return { key, label, preview, hidden, render: () => <Component profile={profile} /> };
  });
}
