// The route table: each address, its screen's code (route.lazy, loaded by React Router beside what the route's loader starts) and who may open it.
import type { Profile } from '@contract/wire/profile';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useRouteError,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { selectLoggedIn } from '@/features/auth/authSlice';
import { destinationFor, destinationPath, type Destination } from '@/lib/portal/gating';
import { profileApi } from '@/lib/portal/profile';
import { returnPath } from '@/lib/portal/returnTo';
import { useScreenToasts } from '@/lib/toasts/toast';
import { readOwner } from '@/lib/session/token';
import { useAppSelector } from './hooks';
import { loadPanelCode, startPanelReads } from './panels';
import { SessionGate } from './SessionGate';
import type { AppStore } from './store';
import { useLogout } from './useLogout';

/** What the signed-in screens of one destination receive (the session gate has the profile). */
interface RenderProps {
  profile: Profile;
  onBackToLogin: () => void;
}

type ScreenCode<P> = () => Promise<{ default: ComponentType<P> }>;

function Loading() {
  return (
    <main className="centered-page">
      <p role="status">Loading...</p>
    </main>
  );
}

/** Every screen: a move to another dismisses the last one's toasts; a failed draw says so with Retry. */
function Frame() {
  const { pathname } = useLocation();
  useScreenToasts();
  return (
    <ErrorBoundary key={pathname} screen>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** A screen whose code or loader failed (no signal for its chunk): the same notice, with Retry. */
function RouteError() {
  const error = useRouteError();
  return (
    <ErrorBoundary screen>
      <Rethrow error={error} />
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
function OnlyFor({ only, Screen }: { only: Destination; Screen: ComponentType<RenderProps> }) {
  const logout = useLogout();
  const onBackToLogin = () => void logout();
  return (
    <SessionGate>
      {(profile, destination) =>
        destination === only ? (
          <Screen profile={profile} onBackToLogin={onBackToLogin} />
        ) : (
          <Navigate to={destinationPath[destination]} replace />
        )
      }
    </SessionGate>
  );
}

/** A screen anyone may open. */
const openTo =
  (code: ScreenCode<object>): RouteObject['lazy'] =>
  async () => ({ Component: (await code()).default });

/** A screen for visitors with no session. */
const signedOut =
  (code: ScreenCode<object>): RouteObject['lazy'] =>
  async () => {
    const { default: Screen } = await code();
    return {
      Component: () => (
        <PublicOnly>
          <Screen />
        </PublicOnly>
      ),
    };
  };

/** A signed-in screen of one gating destination. */
const gatedTo =
  (only: Destination, code: ScreenCode<RenderProps>): RouteObject['lazy'] =>
  async () => {
    const { default: Screen } = await code();
    return { Component: () => <OnlyFor only={only} Screen={Screen} /> };
  };

/** The profile, asked for at once for a signed-in vet (every signed-in screen waits on it). */
function startProfile(store: AppStore): void {
  if (selectLoggedIn(store.getState())) {
    store.dispatch(profileApi.util.prefetch('profile', undefined, {}));
  }
}

/** A signed-in screen's loader: the profile starts beside the screen's code. */
const readsProfile =
  (store: AppStore): LoaderFunction =>
  () => {
    startProfile(store);
    return null;
  };

/**
 * The portal's loader: the profile starts, and the panel's code loads beside the portal's (the
 * portal draws once both are in, with no "Loading..." between). A session whose vet this device
 * knows (its profile was read before, so the portal is this vet's) starts the panel's first reads
 * at once, beside the profile; a new session's wait for the profile to say the portal opens for
 * this vet, since another vet's reads would be refused.
 */
const portalLoader =
  (store: AppStore): LoaderFunction =>
  async ({ request }) => {
    if (!selectLoggedIn(store.getState())) return null;
    const { search } = new URL(request.url);
    const profile = store.dispatch(
      profileApi.endpoints.profile.initiate(undefined, { subscribe: false }),
    );
    if (readOwner() !== null) startPanelReads(store.dispatch, search);
    else {
      void profile.unwrap().then(
        (read) => {
          if (destinationFor(read) === 'portal') startPanelReads(store.dispatch, search);
        },
        () => undefined, // the session gate says why
      );
    }
    await loadPanelCode(search);
    return null;
  };

/** Every address of the app, for one store (the loaders start its reads). */
export function appRoutes(store: AppStore): RouteObject[] {
  const logIn = signedOut(() => import('@/features/auth/LogInPage'));
  return [
    {
      Component: Frame,
      HydrateFallback: Loading,
      ErrorBoundary: RouteError,
      children: [
        { path: '/the-market', element: <Navigate to="/vet-profile" replace /> },
        { path: '/', lazy: logIn },
        { path: '/log-in', lazy: logIn },
        {
          path: '/create-account',
          lazy: signedOut(() => import('@/features/auth/CreateAccountPage')),
        },
        {
          path: '/verify',
          loader: readsProfile(store),
          lazy: gatedTo('verify', () => import('@/features/registration/VerifyPage')),
        },
        {
          path: '/pending',
          loader: readsProfile(store),
          lazy: gatedTo('pending', () => import('@/features/registration/PendingPage')),
        },
        {
          path: '/vet-profile',
          loader: portalLoader(store),
          lazy: openTo(() => import('./PortalPage')),
        },
        { path: '*', lazy: openTo(() => import('./NotFoundPage')) },
      ],
    },
  ];
}
