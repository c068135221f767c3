// The /vet-profile route: gating decides between the disabled notice, a redirect, or the portal.
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { OfflineBanner } from '@/components/OfflineBanner';
import { OfflineReadyNote } from '@/components/OfflineReadyNote';
import { DisabledNotice } from '@/features/portal/DisabledNotice';
import { UnsentBadge } from '@/features/orders/UnsentBadge';
import { PortalLayout } from '@/features/portal/PortalLayout';
import { api } from '@/lib/api/api';
import { destinationPath } from '@/lib/portal/gating';
import { InstallNote } from './InstallNote';
import { useAppDispatch } from './hooks';
import { portalPanels } from './panels';
import { SessionGate } from './SessionGate';
import { useLogout } from './useLogout';

/** The drafts' offer reads the device's drafts: its code comes after the panel's, not before it. */
const DraftsNotice = lazy(async () => ({ default: (await import('./DraftsNotice')).DraftsNotice }));

export default function PortalPage() {
  const logout = useLogout();
  const dispatch = useAppDispatch();
  const onLogout = () => void logout();
  const onRetry = () => dispatch(api.util.invalidateTags(['Profile', 'Orders', 'Wallet']));
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
            onRetry={onRetry}
            banner={
              <>
                <OfflineBanner />
                <OfflineReadyNote />
                <ErrorBoundary>
                  <Suspense fallback={null}>
                    <DraftsNotice />
                  </Suspense>
                </ErrorBoundary>
                {/* A new vet's first name comes first: the offer would stack a fourth notice. */}
                <InstallNote waitFor={!profile.first_name.trim()} />
              </>
            }
            topBarExtras={<UnsentBadge />}
          />
        );
      }}
    </SessionGate>
  );
}
