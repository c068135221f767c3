// The portal's panels, composed from the features (each loaded lazily, on first open).
import type { Profile } from '@contract/types/profile';
import { lazy } from 'react';
import type { PanelDefinition } from '@/features/portal/PortalLayout';
import type { PanelKey } from '@/lib/panels';
import type { AppDispatch } from './store';

const loadWalletPanel = () => import('@/features/wallet/WalletPanel');
const loadOrdersPanel = () => import('@/features/orders/OrdersPanel');
const WalletPanel = lazy(loadWalletPanel);
const OrdersPanel = lazy(loadOrdersPanel);
const AccountPanel = lazy(() => import('@/features/account/AccountPanel'));
const LivestockPanel = lazy(() => import('@/features/livestock/LivestockPanel'));
const TeamPanel = lazy(() => import('@/features/team/TeamPanel'));
const CompletedOrderPreviewPanel = lazy(
  () => import('@/features/orderPreview/CompletedOrderPreviewPanel'),
);

export function portalPanels(profile: Profile): PanelDefinition[] {
  return [
    { key: 'YourWallet', label: 'Your wallet', render: () => <WalletPanel profile={profile} /> },
    { key: 'ManageOrder', label: 'Manage Orders', render: () => <OrdersPanel profile={profile} /> },
    { key: 'Account', label: 'Account', render: () => <AccountPanel profile={profile} /> },
    {
      key: 'ManageLivestocks',
      label: 'Manage Livestocks',
      preview: true,
      render: () => <LivestockPanel profile={profile} />,
    },
    {
      key: 'TeamMembers',
      label: 'Team Members',
      preview: true,
      render: () => <TeamPanel profile={profile} />,
    },
    {
      key: 'CompletedOrderPreview',
      label: 'Completed order (preview)',
      hidden: true,
      render: () => <CompletedOrderPreviewPanel profile={profile} />,
    },
  ];
}

/**
 * Opening the portal at a panel's address: the panel's code and its first reads start at once,
 * beside the profile, instead of after the profile answered and the portal rendered.
 */
export function warmPanel(key: PanelKey, dispatch: AppDispatch): void {
  if (key === 'YourWallet') {
    void loadWalletPanel();
    void import('@/features/wallet/api').then(({ firstWalletReads }) =>
      firstWalletReads().forEach((read) => dispatch(read)),
    );
  } else if (key === 'ManageOrder') {
    void loadOrdersPanel();
    void import('@/features/orders/api').then(({ firstOrdersReads }) =>
      firstOrdersReads().forEach((read) => dispatch(read)),
    );
  }
}
