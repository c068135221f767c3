// Offline support that runs beside the screens: purge on session end, unsaved-input tracking, refresh on reconnect.
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { onSessionEnd } from '@/lib/session';
import { forgetReadyAnnouncement, startOfflineReadiness } from './announceReady';
import { clearLastUpdated, hasStoredAnswers } from './lastUpdated';
import { forgetSavedCopies } from './offlineReady';
import { purgeUserData } from './purge';
import { trackUnsavedInput } from './unsavedInput';

type Dispatch = (action: UnknownAction) => unknown;

/** Back online while the screens show stored copies: fetch them fresh (the banner then goes). */
function refreshWhenOnline(dispatch: Dispatch): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onOnline = () => {
    if (hasStoredAnswers()) dispatch(api.util.invalidateTags(['Profile', 'Orders', 'Wallet']));
  };
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}

/** Starts it all; returns one function that stops it (used by tests). */
export function startOfflineSupport(dispatch: Dispatch): () => void {
  const stops = [
    onSessionEnd(({ userId }) => {
      clearLastUpdated();
      forgetSavedCopies();
      forgetReadyAnnouncement(userId);
      void purgeUserData(userId);
    }),
    startOfflineReadiness(),
    trackUnsavedInput(),
    refreshWhenOnline(dispatch),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
