// The offline slice: signal, a waiting new version, the install offer, copies shown from the device, readiness.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { isApiAnswer } from '@/lib/apiMeta';
import { connectionLost, connectionRestored } from '@/lib/pageEvents';
import { sessionEnded } from '@/lib/session';
import { CACHED_AT_HEADER } from './cacheNames';
import type { ShellState } from './offlineReady';

/** Offline readiness as offlineReady.ts works it out (the copies themselves stay in Cache Storage). */
export interface ReadinessSummary {
  shell: ShellState;
  /** The vet the saved copies belong to, or null before anything was read. */
  userId: string | null;
  /** The shell is kept and every read the vet's screens need is saved on this device. */
  ready: boolean;
}

export interface OfflineState {
  /** navigator.onLine as last heard: false means certainly offline, true only "maybe". */
  online: boolean;
  /** A new version waits ('dismissed': the vet chose Later; it comes back with the next one). */
  update: 'none' | 'available' | 'dismissed';
  /** The service worker cannot run here: nothing is kept for use without signal. */
  unavailable: boolean;
  /** The browser offered to install the portal and the offer was not used yet. */
  installOffered: boolean;
  /** Path of each API read (e.g. /api/wallet/wallet-balance/) -> ISO time of the device's copy shown, or null when fresh. */
  storedAt: Record<string, string | null>;
  readiness: ReadinessSummary;
}

/** `online`: whether the device said it had a network when the store was made. */
export const initialOfflineState = (online = true): OfflineState => ({
  online,
  update: 'none',
  unavailable: false,
  installOffered: false,
  storedAt: {},
  readiness: { shell: 'unsupported', userId: null, ready: false },
});

/** The vet pressed Reload (and confirmed over unsaved input): the waiting version takes over. */
export const updateAccepted = createAction('offline/updateAccepted');

const offlineSlice = createSlice({
  name: 'offline',
  initialState: initialOfflineState,
  reducers: {
    updateFound: (state) => {
      state.update = 'available';
    },
    updateDismissed: (state) => {
      state.update = 'dismissed';
    },
    serviceWorkerUnavailable: (state) => {
      state.unavailable = true;
    },
    installOffered: (state) => {
      state.installOffered = true;
    },
    /** The offer was used (the vet pressed Install) or the portal was installed. */
    installOfferGone: (state) => {
      state.installOffered = false;
    },
    readinessChanged: (state, action: PayloadAction<ReadinessSummary>) => {
      state.readiness = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(connectionRestored, (state) => {
        state.online = true;
      })
      .addCase(connectionLost, (state) => {
        state.online = false;
      })
      // The next vet starts with no "Last updated" notes.
      .addCase(sessionEnded, (state) => {
        state.storedAt = {};
      })
      // Each answer: fresh from the network, or a stored copy the service worker stamped with its time.
      .addMatcher(isApiAnswer, (state, action) => {
        const { request, response } = action.meta.baseQueryMeta;
        if (!response || request.method !== 'GET') return;
        const path = new URL(request.url).pathname;
        const storedAt = response.headers.get(CACHED_AT_HEADER);
        if (state.storedAt[path] !== storedAt) state.storedAt[path] = storedAt;
      });
  },
});

export const {
  updateFound,
  updateDismissed,
  serviceWorkerUnavailable,
  installOffered,
  installOfferGone,
  readinessChanged,
} = offlineSlice.actions;
export const offlineReducer = offlineSlice.reducer;

type WithOffline = { offline: OfflineState };
export const selectOnline = (state: WithOffline) => state.offline.online;
export const selectUpdateAvailable = (state: WithOffline) => state.offline.update === 'available';
export const selectServiceWorkerUnavailable = (state: WithOffline) => state.offline.unavailable;
export const selectInstallOffered = (state: WithOffline) => state.offline.installOffered;
export const selectStoredAt = (state: WithOffline) => state.offline.storedAt;
export const selectReadiness = (state: WithOffline) => state.offline.readiness;

/** The typed selector hook for shared components, which cannot import the app's hooks. */
export const useOfflineSelector = useSelector.withTypes<WithOffline>();
