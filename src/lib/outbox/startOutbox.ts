// Starts the outbox in this tab: the runner, its triggers (start, signal back, page visible, token change) and the Redux mirror.
import type { UnknownAction } from '@reduxjs/toolkit';
import { getConfig } from '@/lib/api/config';
import { isOnline } from '@/lib/offline/online';
import { connectionRestored, pageVisible } from '@/lib/page/pageEvents';
import { renewAccessToken, renewIfExpiring, renewOrEndSession } from '@/lib/session/refresh';
import type { Hear } from '@/lib/page/storeHost';
import type { Session } from '@contract/owner';
import { readSession as readStoredSession } from '@/lib/session/token';
import { serverSilent } from '@/lib/offline/offlineSlice';
import { requestBackgroundSync } from './backgroundSync';
import { openBroadcastChannel } from './channel';
import { openOutboxDb } from './db';
import { defaultLock } from './lock';
import { itemSent, outboxLoaded, uploadProgressed } from './outboxSlice';
import { createRunner, type RunnerDeps } from './runner';
import type { OutboxPort } from './port';
import type { OutboxTopics } from './topics';
import { mirrorToken } from '../session/tokenMirror';
import { defaultTransport } from './transport';
import { isUnsent, summarize, type OutboxItem, type OutboxSummary } from './types';

/** What the app gives the outbox: its store's dispatch and port, and word of token changes. */
export interface OutboxHost {
  dispatch: (action: UnknownAction) => unknown;
  /** Calls back when the signed-in vet may have changed (sign-in, session end, another tab). */
  subscribe: (listener: () => void) => () => void;
  /** Where the outbox thunks find this outbox (the store's port). */
  port?: OutboxPort;
  /** Ends the session after a refused token that could not be renewed. */
  endSession?: () => void;
  /** Tells it when signal returns and when the vet looks at the app again (connectionRestored, pageVisible). */
  hear?: Hear;
}

/** The features' topics, and everything else replaceable so tests control time, network, randomness and tokens. */
export interface OutboxOptions extends Partial<
  Omit<RunnerDeps, 'topics' | 'onItems' | 'onSent' | 'onProgress' | 'readSession'>
> {
  /** What the features registered for their items (the words, where arrival shows, old records). */
  topics: OutboxTopics;
  /** What the app does when the server confirmed an item (refresh lists, say so). */
  onSent?: (item: OutboxSummary) => void;
  /** The signed-in vet and token (localStorage in the app). */
  readSession?: () => Session | null;
}

/** The stored session, its token renewed first when it has (nearly) expired and there is signal. */
async function renewedSession(): Promise<Session | null> {
  await renewIfExpiring();
  return readStoredSession();
}

/** Starts the outbox and returns a function that stops it (listeners, timers, channel). */
export function startOutbox(store: OutboxHost, options: OutboxOptions): () => void {
  const { topics } = options;
  const readSession = options.readSession ?? readStoredSession;
  const now = options.now ?? Date.now;
  const db = options.db ?? openOutboxDb({ topics });
  const holder = crypto.randomUUID();
  const deviceOffline = options.deviceOffline ?? (() => !isOnline());

  const mirror = (items: OutboxItem[]) => {
    const who = readSession()?.ownerId ?? null;
    store.dispatch(
      outboxLoaded({
        items: items.filter((item) => item.ownerId === who).map(summarize),
        otherAccounts: items.filter((item) => item.ownerId !== who && isUnsent(item)).length,
      }),
    );
  };

  const runner = createRunner({
    db,
    topics,
    // An expired token is renewed before a report goes with it (the app knows its expiry).
    readSession: options.readSession ?? renewedSession,
    now,
    transport: options.transport ?? defaultTransport(),
    ...(options.askArrival ? { askArrival: options.askArrival } : {}),
    lock: options.lock ?? defaultLock(db, holder, now),
    random: options.random ?? Math.random,
    apiBaseUrl: options.apiBaseUrl ?? (() => getConfig().apiBaseUrl),
    setTimer: options.setTimer ?? ((run, ms) => setTimeout(run, ms)),
    clearTimer:
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
    openChannel: options.openChannel === undefined ? openBroadcastChannel : options.openChannel,
    log: options.log,
    onItems: mirror,
    onSent: (item) => {
      store.dispatch(itemSent(item));
      options.onSent?.(item);
    },
    onProgress: (id, loaded, total) => store.dispatch(uploadProgressed({ id, loaded, total })),
    // A 401: the token is renewed quietly (one renewal across tabs) and the item goes again.
    renew: options.renew ?? (() => renewAccessToken()),
    // A 401 that renewal did not mend here ends the session (the paused items resume on sign-in).
    // One told by another tab: renewed here first, then the paused items resume.
    onUnauthorized:
      options.onUnauthorized ??
      ((renewalTried) => {
        if (renewalTried) {
          store.endSession?.();
          return;
        }
        void renewOrEndSession(() => store.endSession?.()).then(async (renewed) => {
          if (renewed) await runner.tokenChanged();
        });
      }),
    deviceOffline,
    onNoSignal: () => {
      // With signal, no answer means the server is silent: the banner says so too.
      store.dispatch(serverSilent());
      (options.onNoSignal ?? (() => void requestBackgroundSync()))();
    },
  });
  const detach = store.port?.attach({ db, runner, readSession, now });

  const sessionText = () => {
    const session = readSession();
    return session ? `${session.ownerId} ${session.token}` : '';
  };
  let lastSession = sessionText();
  const checkToken = () => {
    const session = sessionText();
    if (session === lastSession) return;
    lastSession = session;
    void runner.tokenChanged();
  };
  // Signal is back, or the vet is looking at the app again: do not wait out the backoff.
  const onOnline = () => void runner.sendNow();
  const onVisible = () => {
    // Known offline: the backoff timer keeps its course instead of an attempt doomed to fail.
    void (deviceOffline() ? runner.nudge('visible') : runner.sendNow());
  };
  const stops = [
    store.subscribe(checkToken),
    store.hear?.(connectionRestored.match, onOnline),
    store.hear?.(pageVisible.match, onVisible),
  ];

  // A session from before the service worker could read it: share it now (app start).
  const start = options.readSession ? null : readSession();
  if (start) void mirrorToken(start.token, start.ownerId);
  // App start: resume this vet's items paused for sign-in, mirror the store, drain.
  void runner.tokenChanged();

  return () => {
    for (const stop of stops) stop?.();
    runner.stop();
    detach?.();
  };
}
