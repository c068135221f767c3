// The portal's panels, composed from the features (each loaded lazily, on first open).
import type { Profile } from '@contract/types/profile';
import { lazy } from 'react';
import type { PanelDefinition } from '@/features/portal/PortalLayout';
import { OrdersPanel, WalletPanel } from './panelCode';
const AccountPanel = lazy(() => import('@/features/account/AccountPanel'));
const LivestockPanel = lazy(() => import('@/features/livestock/LivestockPanel'));
const TeamPanel = lazy(() => import('@/features/team/TeamPanel'));
const CompletedOrderPreviewPanel = lazy(
  () => import('@/features/orderPreview/CompletedOrderPreviewPanel'),
);

export function portalPanels(profile: Profile): PanelDefinition[] {
  return [
    {
      key: 'YourWallet',
      label: 'Your wallet',
      render: () => <WalletPanel.Component profile={profile} />,
    },
    {
      key: 'ManageOrder',
      label: 'Manage Orders',
      render: () => <OrdersPanel.Component profile={profile} />,
    },
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
