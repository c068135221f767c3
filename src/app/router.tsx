// The router: the route table's screens (./screens.ts) in their guards, each loaded lazily as its own chunk.
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { selectLoggedIn } from '@/features/auth/authSlice';
import { destinationPath, type Destination } from '@/lib/portal/gating';
import { preloadable } from '@/lib/preloadable';
import { returnPath } from '@/lib/portal/returnTo';
import { useAppSelector } from './hooks';
import { preloadPanelCode } from './panels';
import { REDIRECTS, SCREENS, type ScreenKey } from './screens';
import { SessionGate } from './SessionGate';
import { useLogout } from './useLogout';

/** What the signed-in screens of one destination receive (the session gate has the profile). */
type RenderProps = {
  profile: import('@contract/types/profile').Profile;
  onBackToLogin: () => void;
};

/** Who a screen's access names a gating destination for: the session gate draws it. */
type GatedKey = {
  [Key in ScreenKey]: (typeof SCREENS)[Key]['access'] extends 'verify' | 'pending' ? Key : never;
}[ScreenKey];

/** Each screen's code: the module the route table (./screens.ts) names, loaded as its own chunk. */
export const SCREEN_LOADERS = {
  logIn: () => import('@/features/auth/LogInPage'),
  createAccount: () => import('@/features/auth/CreateAccountPage'),
  verify: () => import('@/features/registration/VerifyPage'),
  pending: () => import('@/features/registration/PendingPage'),
  portal: () => import('./PortalPage'),
  notFound: () => import('./NotFoundPage'),
} satisfies Record<ScreenKey, () => Promise<{ default: ComponentType<RenderProps> }>>;

/**
 * The portal: its code brings the open panel's (./panels.tsx) in the same round, and is loaded
 * ahead by the warm start (./warmStart.ts), so the portal draws with its panel at once. A panel
 * whose code fails to load shows its own error inside the portal.
 */
export const PortalScreen = preloadable(async () => {
  const [page] = await Promise.all([
    SCREEN_LOADERS.portal(),
    preloadPanelCode(window.location.search).catch(() => undefined),
  ]);
  return page;
});

/** A screen's code, loaded on its first draw; a load that failed is tried again by Retry. */
const onDraw = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  preloadable(load).Component;

const GATED: Record<GatedKey, ComponentType<RenderProps>> = {
  verify: onDraw<RenderProps>(SCREEN_LOADERS.verify),
  pending: onDraw<RenderProps>(SCREEN_LOADERS.pending),
};
const OPEN: Record<Exclude<ScreenKey, GatedKey>, ComponentType> = {
  logIn: onDraw(SCREEN_LOADERS.logIn),
  createAccount: onDraw(SCREEN_LOADERS.createAccount),
  portal: PortalScreen.Component,
  notFound: onDraw(SCREEN_LOADERS.notFound),
};
const isGated = (key: ScreenKey): key is GatedKey => key in GATED;

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
    <ErrorBoundary key={pathname} screen>
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

/** A screen of the table in its guard, by who may open it. */
function screenElement(key: ScreenKey): ReactNode {
  if (isGated(key)) {
    const Screen = GATED[key];
    return <OnlyFor only={SCREENS[key].access} render={(props) => <Screen {...props} />} />;
  }
  const Screen = OPEN[key];
  return SCREENS[key].access === 'signed-out' ? (
    <PublicOnly>
      <Screen />
    </PublicOnly>
  ) : (
    <Screen />
  );
}

export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      ...(Object.keys(SCREENS) as ScreenKey[]).flatMap((key) =>
        SCREENS[key].paths.map((path) => ({ path, element: screenElement(key) })),
      ),
    ],
  },
];

/** The screen of the current location. */
export function Screens() {
  return useRoutes(routes);
}
