// Guards signed-in routes: no session goes to the login screen, then the profile decides the place;
// a session that ended over unsaved input asks to sign in again over the screen.
import type { Profile } from '@contract/wire/profile';
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  selectLoggedIn,
  selectOfflineWithoutProfile,
  selectSignedOutPath,
  selectSignInToContinue,
} from '@/features/auth/authSlice';
import { destinationFor, type Destination } from '@/lib/portal/gating';
import { useOnline } from '@/lib/offline/online';
import { preloadable } from '@/lib/page/preloadable';
import { describeError, errorDetail } from '@/lib/api/errors';
import { useProfileQuery } from '@/lib/portal/profile';
import { returnState } from '@/lib/portal/returnTo';
import { useAppSelector } from './hooks';
import { useLogout } from './useLogout';

/** Loaded only when a session pauses (the service worker keeps it for a pause with no signal). */
const SignInToContinue = preloadable(async () => ({
  default: (await import('@/features/auth/SignInToContinue')).SignInToContinue,
})).Component;

/** How often "No connection" asks again while the device says it has a network. */
const RECONNECT_RETRY_MS = 5_000;

interface SessionGateProps {
  children: (profile: Profile, destination: Destination) => ReactNode;
}

export function SessionGate({ children }: SessionGateProps) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const signedOutPath = useAppSelector(selectSignedOutPath);
  const offline = useAppSelector(selectOfflineWithoutProfile);
  const paused = useAppSelector(selectSignInToContinue) !== null;
  const online = useOnline();
  // "No connection" recovers by itself when signal returns (the API refetches on reconnect), and
  // keeps asking while the device says it is online (`online` often comes before the network works).
  const {
    data: profile,
    error,
    refetch,
  } = useProfileQuery(undefined, {
    skip: !loggedIn,
    pollingInterval: offline && online ? RECONNECT_RETRY_MS : 0,
  });
  const logout = useLogout();
  const location = useLocation();

  if (!loggedIn) {
    // A deep link opened signed out returns to its panel after Log In; a logout does not.
    const state = signedOutPath === '/log-in' ? undefined : returnState(location);
    return <Navigate to={signedOutPath} replace state={state} />;
  }
  if (profile) {
    return (
      <>
        {children(profile, destinationFor(profile))}
        {paused && (
          <Suspense fallback={null}>
            <SignInToContinue />
          </Suspense>
        )}
      </>
    );
  }
  const unreadable = error ? errorDetail(error) : null;
  if (unreadable) {
    return (
      <main className="centered-page render-failed">
        <h1>Your profile could not be read</h1>
        <p role="alert">{describeError(error)}</p>
        <p>Details: {unreadable}</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            Try again
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
            Log out
          </button>
        </div>
      </main>
    );
  }
  if (offline) {
    return (
      <main className="centered-page">
        <h1>No connection</h1>
        <p>
          This device has no saved copy of your portal yet. Connect to the internet once and it will
          open without signal from then on.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          Try again
        </button>
      </main>
    );
  }
  return (
    <main className="centered-page">
      <p role="status">Loading...</p>
    </main>
  );
}
