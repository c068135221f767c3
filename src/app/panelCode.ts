// The code of the panels with saved data: drawn lazily by the portal, asked for with its code and by the warm start.
import type { PanelKey } from '@/lib/panels';
import { preloadable } from '@/lib/preloadable';

export const WalletPanel = preloadable(() => import('@/features/wallet/WalletPanel'));
const ordersPanel = () => import('@/features/orders/OrdersPanel');
export const OrdersPanel = preloadable(ordersPanel);

/**
 * Loads ahead the code a panel's address draws (the panels whose first reads have saved copies):
 * the panel's, and for Manage Orders the wizard's when the address opens an order. Settles with
 * the panel's module once all of it is in.
 */
export const preloadPanel: Partial<Record<PanelKey, (search: string) => Promise<unknown>>> = {
  YourWallet: WalletPanel.preload,
  ManageOrder: (search) =>
    Promise.all([
      OrdersPanel.preload(),
      ordersPanel().then((panel) => panel.preloadCode(search)),
    ]).then(([panel]) => panel),
};
