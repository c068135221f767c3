// The /vet-profile route: gating decides between the disabled notice, a redirect, or the portal.
import { paths } from '@contract/paths';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { OfflineBanner } from '@/components/OfflineBanner';
import { OfflineReadyNote } from '@/components/OfflineReadyNote';
import { DisabledNotice } from '@/features/portal/DisabledNotice';
import { UnsentBadge } from '@/features/orders/UnsentBadge';
import { PortalLayout } from '@/features/portal/PortalLayout';
import { destinationPath } from '@/lib/gating';
import { wantSavedCopies } from '@/lib/sw/offlineReady';
import { DraftsNotice } from './DraftsNotice';
import { portalPanels } from './portalPanels';
import { SessionGate } from './SessionGate';
import { useLogout } from './useLogout';

/** The lists the portal's panels open: saved for use without signal, even before the vet opens them. */
const PORTAL_LISTS = [
  paths.assignedOrders,
  paths.completedOrders,
  paths.walletBalance,
  paths.transactionHistory,
];

function SavedLists() {
  useEffect(() => wantSavedCopies(PORTAL_LISTS), []);
  return null;
}

export default function PortalPage() {
  const logout = useLogout();
  const onLogout = () => void logout();
  return (
    <SessionGate>
      {(profile, destination) => {
        if (destination === 'disabled') return <DisabledNotice onLogout={onLogout} />;
        if (destination === 'verify' || destination === 'pending') {
          return <Navigate to={destinationPath[destination]} replace />;
        }
        return (
          <PortalLayout
            profile={profile}
            panels={portalPanels(profile)}
            onLogout={onLogout}
            banner={
              <>
                <OfflineBanner />
                <SavedLists />
                <OfflineReadyNote />
                <DraftsNotice />
              </>
            }
            topBarExtras={<UnsentBadge />}
          />
        );
      }}
    </SessionGate>
  );
}
