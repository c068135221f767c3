// The code of the panels with saved data: drawn lazily by the portal, asked for with its code and by the warm start.
import type { PanelKey } from '@/lib/panels';
import { preloadable } from '@/lib/preloadable';

export const WalletPanel = preloadable(() => import('@/features/wallet/WalletPanel'));
export const OrdersPanel = preloadable(() => import('@/features/orders/OrdersPanel'));

/** Loads a panel's code ahead (the panels whose first reads have saved copies). */
export const preloadPanel: Partial<Record<PanelKey, () => Promise<unknown>>> = {
  YourWallet: WalletPanel.preload,
  ManageOrder: OrdersPanel.preload,
};
