// The offline slice: signal, a waiting new version, the install offer, copies shown from the device, readiness.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isApiAnswer } from '@/lib/api/apiMeta';
import { itemSent } from '@/lib/outbox/outboxSlice';
import { connectionLost, connectionRestored } from '@/lib/page/pageEvents';
import { sessionEnded } from '@/lib/session/session';
import { CACHED_AT_HEADER } from './cacheNames';

/** 'unsupported': no service worker here (dev server, old browser); 'downloading': not kept yet. */
export type ShellState = 'unsupported' | 'downloading' | 'ready';

/** What offline readiness is worked out from (offlineReady.ts); the copies themselves stay in Cache Storage. */
export interface ReadinessState {
  shell: ShellState;
  /** The vet the saved copies belong to, or null before anything was read. */
  userId: string | null;
  /** API path (e.g. /api/wallet/wallet-balance/) -> ISO time its copy was saved on this device. */
  saved: Record<string, string>;
  /** The lists (API paths as `paths` names them) the vet's screens open, to be saved beside the profile. */
  wanted: string[];
  /** Lists the server refused the signed-in vet (a 4xx): not wanted again until the session ends. */
  forgone: string[];
}

/**
 * What the portal last learnt of the server while the device had a network: it answered (a fresh
 * answer, a report sent, in this tab or another), it did not (a saved copy shown instead, a send
 * with no answer), or nothing since signal came back.
 */
export type ServerState = 'unknown' | 'answering' | 'silent';

/** The one connection state every banner and outbox line says: see selectConnection. */
export type Connection = 'offline' | 'server-silent' | 'online';

export interface OfflineState {
  /** navigator.onLine as last heard: false means certainly offline, true only "maybe". */
  online: boolean;
  server: ServerState;
  /** A new version waits ('dismissed': the vet chose Later; it comes back with the next one). */
  update: 'none' | 'available' | 'dismissed';
  /** The service worker cannot run here: nothing is kept for use without signal. */
  unavailable: boolean;
  /** The service worker's registration has not settled for long: the browser may be stuck (register.ts). */
  stalled: boolean;
  /** The browser offered to install the portal and the offer was not used yet. */
  installOffered: boolean;
  /**
   * The portal's getting-ready note: 'due' once this page saw the service worker download the
   * shell (a first visit), whether or not the portal was on screen then; 'dismissed' by the vet.
   */
  readyNote: 'none' | 'due' | 'dismissed';
  /** Path of each API read (e.g. /api/wallet/wallet-balance/) -> ISO time of the device's copy shown, or null when fresh. */
  storedAt: Record<string, string | null>;
  readiness: ReadinessState;
}

/** `online`: whether the device said it had a network when the store was made. */
export const initialOfflineState = (online = true): OfflineState => ({
  online,
  server: 'unknown',
  update: 'none',
  unavailable: false,
  stalled: false,
  installOffered: false,
  readyNote: 'none',
  storedAt: {},
  readiness: {
    shell: 'unsupported',
    userId: null,
    saved: {},
    wanted: [],
    forgone: [],
  },
});

/** A request that got no answer at all (fetchBaseQuery's FETCH_ERROR or TIMEOUT_ERROR). */
const noAnswer = (payload: unknown) => {
  const status = (payload as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);
const sameRecord = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  sameList(Object.keys(a), Object.keys(b)) && Object.keys(a).every((key) => a[key] === b[key]);

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
      state.readiness.shell = 'unsupported';
    },
    /** A request went out with signal and no answer came back (the outbox's send, say). */
    serverSilent: (state) => {
      if (state.online) state.server = 'silent';
    },
    registrationStalled: (state, action: PayloadAction<boolean>) => {
      state.stalled = action.payload;
    },
    installOffered: (state) => {
      state.installOffered = true;
    },
    /** The offer was used (the vet pressed Install) or the portal was installed. */
    installOfferGone: (state) => {
      state.installOffered = false;
    },
    /** The service worker is downloading the app shell, or has kept it (announceReady.ts follows it). */
    shellChanged: (state, action: PayloadAction<ShellState>) => {
      state.readiness.shell = action.payload;
      if (action.payload === 'downloading' && state.readyNote === 'none') state.readyNote = 'due';
    },
    /** The vet pressed OK on "Ready to work offline": the note stays away for this page's life. */
    readyNoteDismissed: (state) => {
      state.readyNote = 'dismissed';
    },
    /** What Cache Storage holds for the signed-in vet (offlineReady.ts read it). */
    savedCopiesRead: (
      state,
      action: PayloadAction<{ userId: string | null; saved: Record<string, string> }>,
    ) => {
      const { userId, saved } = action.payload;
      state.readiness.userId = userId;
      // Read again unchanged: kept as it was, so what follows the copies does not run again.
      if (!sameRecord(state.readiness.saved, saved)) state.readiness.saved = saved;
    },
    /** The portal names the lists its screens open: ready then also means each is saved. */
    savedCopiesWanted: (state, action: PayloadAction<readonly string[]>) => {
      const { forgone } = state.readiness;
      const wanted = action.payload.filter((path) => !forgone.includes(path));
      if (!sameList(state.readiness.wanted, wanted)) state.readiness.wanted = wanted;
    },
    /** A wanted list the server refused this vet: there is nothing to save, so ready does not wait for it. */
    savedCopyForgone: (state, action: PayloadAction<string>) => {
      const { readiness } = state;
      if (!readiness.forgone.includes(action.payload)) readiness.forgone.push(action.payload);
      readiness.wanted = readiness.wanted.filter((path) => path !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      // What was learnt of the server before the signal went is no longer known.
      .addCase(connectionRestored, (state) => {
        state.online = true;
        state.server = 'unknown';
      })
      // A report reached the server (sent here, by another tab or by the service worker).
      .addCase(itemSent, (state) => {
        if (state.online) state.server = 'answering';
      })
      .addCase(connectionLost, (state) => {
        state.online = false;
      })
      // The next vet starts with no "Last updated" notes, and none of the copies, wanted or
      // refused lists of the last (their copies are purged).
      .addCase(sessionEnded, (state) => {
        state.storedAt = {};
        state.server = 'unknown';
        Object.assign(state.readiness, { userId: null, saved: {}, wanted: [], forgone: [] });
      })
      // Each answer: fresh from the network, or a stored copy the service worker stamped with its time.
      .addMatcher(isApiAnswer, (state, action) => {
        const { request, response } = action.meta.baseQueryMeta;
        if (!response) {
          if (state.online && noAnswer(action.payload)) state.server = 'silent';
          return;
        }
        const storedAt = request.method === 'GET' ? response.headers.get(CACHED_AT_HEADER) : null;
        // A saved copy instead of an answer: with signal, the server did not answer in time.
        if (!storedAt) state.server = 'answering';
        else if (state.online) state.server = 'silent';
        if (request.method !== 'GET') return;
        const path = new URL(request.url).pathname;
        if (state.storedAt[path] !== storedAt) state.storedAt[path] = storedAt;
      });
  },
});

export const {
  serverSilent,
  updateFound,
  updateDismissed,
  serviceWorkerUnavailable,
  registrationStalled,
  installOffered,
  installOfferGone,
  shellChanged,
  readyNoteDismissed,
  savedCopiesRead,
  savedCopiesWanted,
  savedCopyForgone,
} = offlineSlice.actions;
export const offlineReducer = offlineSlice.reducer;

export type WithOffline = { offline: OfflineState };
export const selectOnline = (state: WithOffline) => state.offline.online;
/**
 * The connection as the vet is told it, everywhere at once: no signal on the device is 'offline';
 * signal with a server that did not answer last is 'server-silent'; otherwise 'online'.
 */
export const selectConnection = (state: WithOffline): Connection =>
  !state.offline.online
    ? 'offline'
    : state.offline.server === 'silent'
      ? 'server-silent'
      : 'online';
export const selectUpdateAvailable = (state: WithOffline) => state.offline.update === 'available';
export const selectServiceWorkerUnavailable = (state: WithOffline) => state.offline.unavailable;
export const selectInstallOffered = (state: WithOffline) => state.offline.installOffered;
export const selectStoredAt = (state: WithOffline) => state.offline.storedAt;
export const selectReadyNoteDue = (state: WithOffline) => state.offline.readyNote === 'due';
/** The facts readiness is worked out from; offlineReady.ts says whether the phone is ready. */
export const selectReadinessState = (state: WithOffline) => state.offline.readiness;
export const selectStalled = (state: WithOffline) => state.offline.stalled;
