// The routes of the spec, with guards: public screens, the gated application screens and the portal.
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { selectLoggedIn } from '@/features/auth/authSlice';
import { destinationPath, type Destination } from '@/lib/gating';
import { preloadable } from '@/lib/preloadable';
import { openPanel } from '@/lib/panels';
import { returnPath } from '@/lib/returnTo';
import { preloadPanel } from './panelCode';
import { useAppSelector } from './hooks';
import { SessionGate } from './SessionGate';
import { useLogout } from './useLogout';

const LogInPage = lazy(() => import('@/features/auth/LogInPage'));
const CreateAccountPage = lazy(() => import('@/features/auth/CreateAccountPage'));
const VerifyPage = lazy(() => import('@/features/registration/VerifyPage'));
const PendingPage = lazy(() => import('@/features/registration/PendingPage'));
/**
 * The portal: its code is asked for ahead by the warm start (warmStart.ts). The open panel's code
 * is asked for with it, not once the portal has drawn (a first visit asked 0.4-0.5 s later at 4x CPU).
 */
export const PortalScreen = preloadable(() => {
  const { search } = window.location;
  void preloadPanel[openPanel(search)]?.(search);
  return import('./PortalPage');
});
const NotFoundPage = lazy(() => import('./NotFoundPage'));

function Loading() {
  return (
    <main className="centered-page">
      <p role="status">Loading...</p>
    </main>
  );
}

/** Every screen: a screen that fails to draw says so with Retry, never a blank page. */
function Frame() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Login and sign-up: a signed-in vet is sent on to the portal. */
function PublicOnly({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const location = useLocation();
  return loggedIn ? <Navigate to={returnPath(location.state)} replace /> : <>{children}</>;
}

/** A screen only for vets whose gating destination is `only`; others go where they belong. */
function OnlyFor({
  only,
  render,
}: {
  only: Destination;
  render: (props: RenderProps) => ReactNode;
}) {
  const logout = useLogout();
  const onBackToLogin = () => void logout();
  return (
    <SessionGate>
      {(profile, destination) =>
        destination === only ? (
          render({ profile, onBackToLogin })
        ) : (
          <Navigate to={destinationPath[destination]} replace />
        )
      }
    </SessionGate>
  );
}

type RenderProps = {
  profile: import('@contract/types/profile').Profile;
  onBackToLogin: () => void;
};

export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      {
        path: '/',
        element: (
          <PublicOnly>
            <LogInPage />
          </PublicOnly>
        ),
      },
      {
        path: '/log-in',
        element: (
          <PublicOnly>
            <LogInPage />
          </PublicOnly>
        ),
      },
      {
        path: '/create-account',
        element: (
          <PublicOnly>
            <CreateAccountPage />
          </PublicOnly>
        ),
      },
      {
        path: '/verify',
        element: <OnlyFor only="verify" render={(props) => <VerifyPage {...props} />} />,
      },
      {
        path: '/pending',
        element: <OnlyFor only="pending" render={(props) => <PendingPage {...props} />} />,
      },
      { path: '/vet-profile', element: <PortalScreen.Component /> },
      { path: '/the-market', element: <Navigate to="/vet-profile" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The screen of the current location. */
export function Screens() {
  return useRoutes(routes);
}
