// Starts the work that runs beside the screens: token renewal, offline support, the outbox, the service worker.
import { addListener, isAnyOf } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { hasLiveDraft } from '@/lib/drafts/liveDrafts';
import { msg } from '@/lib/text/messages';
import { startQuietRefresh } from '@/lib/session/refresh';
import {
  endSession,
  ownerKnown,
  sessionEnded,
  sessionPaused,
  sessionResumed,
  signedIn,
  tokenChangedElsewhere,
} from '@/lib/session/session';
import { serviceWorkerUnavailable } from '@/lib/offline/offlineSlice';
import { startOfflineSupport } from '@/lib/offline/startOfflineSupport';
import { hasUnsavedInput } from '@/lib/offline/unsavedInput';
import { connectionRestored } from '@/lib/page/pageEvents';
import { notify } from '@/lib/toasts/toast';
import { loadToasts } from '@/lib/toasts/toastLoader';
import { OWNER_KEY, TOKEN_KEY } from '@/lib/session/token';
import type { AppStore } from './store';

type Stop = () => void;

/**
 * Starts work whose code loads once `after` settles (a separate chunk keeps the entry small); the
 * returned stop also works while the code is still loading, and stopped before, it never loads.
 * Code that could not be downloaded (a first visit that lost its signal as its first screen
 * showed) is asked for again when `onSignalBack` next calls: else the outbox waited for a reload.
 */
function startLater(
  after: Promise<unknown>,
  load: () => Promise<Stop>,
  onSignalBack: (listener: () => void) => Stop,
): Stop {
  // The started work's stop, or while its code waits for the signal, the wait's.
  let stop: Stop | null = null;
  let stopped = false;
  const attempt = () => {
    if (stopped) return;
    load().then(
      (started) => {
        if (stopped) started();
        else stop = started;
      },
      (error: unknown) => {
        if (stopped) return;
        console.warn('Background code could not be downloaded; asked again with signal.', error);
        stop = onSignalBack(() => {
          stop?.();
          stop = null;
          attempt();
        });
      },
    );
  };
  void after.then(attempt);
  return () => {
    stopped = true;
    stop?.();
  };
}

/** The actions after which the stored token may be another (or none). */
const tokenChanges = isAnyOf(
  signedIn,
  ownerKnown,
  sessionEnded,
  sessionPaused,
  sessionResumed,
  tokenChangedElsewhere,
);

/** Another tab logged in or out: the same storage, so this tab hears it as an action. */
function hearOtherTabs(store: AppStore): Stop {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === OWNER_KEY || event.key === null) {
      store.dispatch(tokenChangedElsewhere());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Starts everything and returns one function that stops it all (used by tests). The outbox's and
 * the service worker's code are asked for once `firstScreen` settles (the entry passes the first
 * screen's frame): fetched beside the first screen, their scripts and start-up would compete with
 * it on a first visit.
 */
export function startBackgroundWork(
  store: AppStore,
  firstScreen: Promise<unknown> = Promise.resolve(),
): Stop {
  const onTokenChange = (listener: () => void) =>
    store.dispatch(addListener({ matcher: tokenChanges, effect: () => listener() }));
  const endRefusedSession = () => {
    store.dispatch(endSession('unauthorized'));
  };
  const onSignalBack = (listener: () => void) =>
    store.hear(connectionRestored.match, () => listener());
  const later = (after: Promise<unknown>, load: () => Promise<Stop>) =>
    startLater(after, load, onSignalBack);
  const stops = [hearOtherTabs(store), startOfflineSupport(store)];
  // A session that ends over unsaved typing asks to sign in again over the form (drafts keep it).
  stops.push(store.unsavedInput.attach(() => hasUnsavedInput() || hasLiveDraft()));
  // The access token is renewed quietly before it expires, while there is signal.
  stops.push(
    startQuietRefresh({ subscribe: onTokenChange, onRefused: endRefusedSession, hear: store.hear }),
  );
  // The service worker only in the built app (never under vitest/jsdom or the dev server), its
  // registration code (workbox-window) loaded after the first screen.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    stops.push(
      later(firstScreen, async () =>
        (await import('@/lib/offline/register')).registerServiceWorker(store),
      ),
    );
  } else if (import.meta.env.PROD) {
    // A browser without service workers (or with them switched off): said once, online as usual.
    stops.push(
      later(firstScreen, () => {
        store.dispatch(serviceWorkerUnavailable());
        return Promise.resolve(() => undefined);
      }),
    );
  }
  // Saving the kept reads ahead (src/lib/offline/saveAhead.ts) and reading them again at each open
  // and when the vet looks back with signal (freshLists.ts), once the first screen is on view.
  stops.push(
    later(firstScreen, async () =>
      (await import('@/lib/offline/keptLists')).startKeepingLists(store),
    ),
  );
  // The inspection-report outbox: its code loads once the first screen is on view.
  stops.push(
    later(firstScreen, async () => {
      const [{ startOutbox }, { appOutboxTopics }] = await Promise.all([
        import('@/lib/outbox/startOutbox'),
        import('./outboxTopics'),
      ]);
      return startOutbox(
        {
          dispatch: store.dispatch,
          subscribe: onTokenChange,
          port: store.outbox,
          endSession: endRefusedSession,
          hear: store.hear,
        },
        {
          topics: appOutboxTopics,
          // A report the server confirmed: the order lists and the wallet change, and the vet is told.
          onSent: () => {
            store.dispatch(api.util.invalidateTags(['Orders', 'Wallet']));
            notify.success(msg.reportSent, { background: true });
          },
        },
      );
    }),
  );
  // The toasts' library once the first screen is on view, asked after the outbox's code: on a
  // first visit over 3G, when the worker's install takes connections too, the request past six
  // waits a round trip, and that is better the library's than the code the portal shares with the
  // outbox. Asked again when the signal returns if that download failed (at most once at a time).
  void firstScreen.then(loadToasts);
  stops.push(onSignalBack(() => void loadToasts()));
  return () => {
    for (const stop of stops) stop();
  };
}
