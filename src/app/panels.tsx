// The portal's panels as the app draws them: the panel table (contract/panels.ts) with each panel's code and the start of its saved reads attached.
import { PANEL_TABLE, type Panel, type PanelKey, type PanelReads } from '@contract/panels';
import type { Profile } from '@contract/types/profile';
import type { PanelDefinition } from '@/features/portal/PortalLayout';
import type { api } from '@/lib/api';
import { firstReads, openPanel, PANELS, type PanelProps } from '@/lib/portal/panels';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import type { AppDispatch } from './store';

/** A feature's API slice, as what starts a read by its endpoint's name. */
interface ReadStarter<Name extends string> {
  util: {
    prefetch: (name: Name, arg: undefined, options: object) => ReturnType<typeof api.util.prefetch>;
  };
}

/**
 * Starts the reads of `panel` that the address `search` draws first (the panel table's, one tab's
 * for tabbed lists) through the feature API `load` brings (which injects their endpoints); each
 * read's name is its endpoint's.
 */
const startReads =
  <Key extends PanelKey>(
    panel: Key,
    load: () => Promise<ReadStarter<PanelReads<Key>[number]['name']>>,
  ) =>
  async (dispatch: AppDispatch, search: string): Promise<void> => {
    const first = new Set(firstReads(panel, search).map(({ name }) => name));
    const feature = await load();
    for (const { name } of PANEL_TABLE[panel].reads)
      if (first.has(name)) dispatch(feature.util.prefetch(name, undefined, {}));
  };

interface PanelCodeOf {
  /** The panel's component, loaded on first open or ahead (the portal's code brings the open panel's). */
  code: Preloadable<PanelProps>;
  /** The code an address of the panel draws beyond it (an open order's wizard). */
  moreCode?: (search: string) => Promise<unknown>;
  /** Starts the saved reads the address `search` draws first, before its screen draws. */
  startReads?: (dispatch: AppDispatch, search: string) => Promise<void>;
}

/** A panel with saved reads must start them (type-checked against the table). */
type PanelCode<Key extends PanelKey> = PanelCodeOf &
  (PanelReads<Key> extends readonly [] ? unknown : Required<Pick<PanelCodeOf, 'startReads'>>);

const ordersPanel = () => import('@/features/orders/OrdersPanel');

/** Each panel's code (the module src/app/screens.ts names for it) and the start of its reads. */
export const PANEL_CODE: { [Key in PanelKey]: PanelCode<Key> } = {
  YourWallet: {
    code: preloadable(() => import('@/features/wallet/WalletPanel')),
    startReads: startReads(
      'YourWallet',
      async () => (await import('@/features/wallet/api')).walletApi,
    ),
  },
  ManageOrder: {
    code: preloadable(ordersPanel),
    moreCode: async (search) => (await ordersPanel()).preloadCode(search),
    startReads: startReads(
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

/**
 * Loads ahead the code the portal's address `search` draws: its panel's, and what the panel draws
 * there beyond it (an open order's wizard). Settles once all of it is in.
 */
export function preloadPanelCode(search: string): Promise<unknown> {
  const panel: PanelCodeOf = PANEL_CODE[openPanel(search)];
  return Promise.all([panel.code.preload(), panel.moreCode?.(search)]);
}

/** The menu's entries and what each draws, in the table's order. */
export function portalPanels(profile: Profile): PanelDefinition[] {
  return PANELS.map((key) => {
    const { label, preview, hidden }: Panel = PANEL_TABLE[key];
    const { Component } = PANEL_CODE[key].code;
    return { key, label, preview, hidden, render: () => <Component profile={profile} /> };
  });
}
