// Toasts with the spec's timings (5000 ms, 3000 ms for wallet actions), at most three (one on a phone), none left over.
import { lazy, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ToastOptions } from 'react-toastify/unstyled';
import { useMediaQuery } from './hooks/useMediaQuery';

/** The toast library's code (./toastLibrary), loaded apart from the first screen's. */
type Library = typeof import('./toastLibrary');

let libraryLoaded: (library: Library) => void = () => undefined;
/** The library once it has loaded: every use of it waits for this. */
const library = new Promise<Library>((resolve) => {
  libraryLoaded = resolve;
});
let asked: Promise<void> | null = null;

/** The library's chunk: the import alone, which the bundler wraps in the preload of its imports. */
const download = () => import('./toastLibrary');

/**
 * Asks for the toast library, once. Its code (6 KB gzip) is no part of the first screen: the
 * background work asks once that screen is on view, or a toast raised before asks. A download
 * that failed (a first visit that lost its signal) is forgotten, so the next call asks again
 * (the background work's when the signal returns, or the next toast's).
 */
export function loadToasts(): Promise<void> {
  asked ??= download().then(libraryLoaded, () => {
    asked = null;
  });
  return asked;
}

/** Runs `use` with the library as soon as it has loaded, in the order of the calls. */
function withLibrary(use: (library: Library) => void): void {
  void loadToasts();
  void library.then(use);
}

/** A toast's name, to take it away later: given here, so it is known before the library loads. */
export type ToastId = string;
let lastId = 0;

export const TOAST_MS = 5000;
export const WALLET_TOAST_MS = 3000;
/** More than three toasts would cover the screen. */
export const MAX_TOASTS = 3;
/** A phone shows one toast at a time: two stacked already hide half of what the vet works on. */
export const PHONE_MAX_TOASTS = 1;
/** Where toasts move to the bottom of the screen (styles.css): the same width as there. */
export const PHONE_QUERY = '(max-width: 480px)';

export const toastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_MS,
  hideProgressBar: true,
  newestOnTop: true,
  closeOnClick: true,
  limit: MAX_TOASTS,
} as const;

/**
 * The container's settings for this screen: one toast at a time on a phone, three elsewhere. A
 * phone's toasts keep their time: no pointer rests over them there, but the last tap's place
 * counts as one, and a toast lifted over it (above the install offer) would never close, holding
 * back the next.
 */
export function useToastContainerProps() {
  const phone = useMediaQuery(PHONE_QUERY);
  return {
    ...toastContainerProps,
    limit: phone ? PHONE_MAX_TOASTS : MAX_TOASTS,
    pauseOnHover: !phone,
  };
}

interface NotifyOptions {
  /** Wallet toasts close sooner (3000 ms). */
  wallet?: boolean;
  /**
   * News from the background (ready offline, a report sent later): on a phone it waits its turn
   * instead of taking the place of what the vet's own action said.
   */
  background?: boolean;
}

/** When a toast was raised, on the page's clock (kept in the toast's data). */
interface Raised {
  raisedAt: number;
}

const options = (toastId: ToastId, opts?: NotifyOptions): ToastOptions<Raised> => ({
  toastId,
  autoClose: opts?.wallet ? WALLET_TOAST_MS : TOAST_MS,
  hideProgressBar: true,
  data: { raisedAt: performance.now() },
});

const raisedAtOf = (data: unknown): number =>
  typeof data === 'object' &&
  data !== null &&
  'raisedAt' in data &&
  typeof data.raisedAt === 'number'
    ? data.raisedAt
    : -Infinity;

/** A phone's screen (PHONE_QUERY) at this moment. */
const onPhone = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(PHONE_QUERY).matches;

function show(type: 'success' | 'error' | 'info') {
  return (text: string, opts?: NotifyOptions): ToastId => {
    lastId += 1;
    const toastId = `toast-${lastId}`;
    const raised = options(toastId, opts);
    // One at a time on a phone: the outcome of the vet's action takes the place of the older
    // toast at once instead of waiting behind it in the queue.
    const first = onPhone() && !opts?.background;
    withLibrary(({ toast }) => {
      // Its time passed while the library could not be downloaded (no signal): no news now.
      if (performance.now() - raisedAtOf(raised.data) > Number(raised.autoClose)) return;
      if (first) toast.dismiss();
      toast[type](text, raised);
    });
    return toastId;
  };
}

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  /** Takes toasts away, e.g. a form's errors once it has been saved. */
  dismiss: (ids: Iterable<ToastId>) => {
    const gone = [...ids];
    withLibrary(({ toast }) => {
      for (const id of gone) toast.dismiss(id);
    });
  },
};

/**
 * Follows the vet's taps and key presses and the toasts on screen (as react-toastify reports
 * them). Toasts raised since the last tap or key press are the outcome of that action, which may
 * well be the navigation it causes ("Login successful", then the portal), so they stay; the
 * others are the leftovers of the screen the vet leaves.
 */
function followToasts(): { dismissLeftovers: () => void; stop: () => void } {
  let lastInputAt = -Infinity;
  const onScreen = new Map<ToastId, number>();
  const noteInput = () => {
    lastInputAt = performance.now();
  };
  window.addEventListener('pointerdown', noteInput, true);
  window.addEventListener('keydown', noteInput, true);
  let stopped = false;
  let stopToasts = () => {};
  // Toasts reach the screen only after the library has loaded, so none is missed until then.
  void library.then(({ toast }) => {
    if (stopped) return;
    stopToasts = toast.onChange((item) => {
      if (item.status === 'removed') onScreen.delete(String(item.id));
      else onScreen.set(String(item.id), raisedAtOf(item.data));
    });
  });
  return {
    dismissLeftovers: () => {
      notify.dismiss(
        [...onScreen].flatMap(([id, raisedAt]) => (raisedAt < lastInputAt ? [id] : [])),
      );
    },
    stop: () => {
      stopped = true;
      window.removeEventListener('pointerdown', noteInput, true);
      window.removeEventListener('keydown', noteInput, true);
      stopToasts();
    },
  };
}

/**
 * Toasts belong to the screen they were raised on: when the location changes, older toasts go
 * (e.g. a failed list over the Log In screen after Log out). For the component around the routes.
 */
export function useScreenToasts(): void {
  const { pathname, search } = useLocation();
  const where = pathname + search;
  const last = useRef(where);
  const follower = useRef<ReturnType<typeof followToasts>>(null);
  useEffect(() => {
    const following = followToasts();
    follower.current = following;
    return following.stop;
  }, []);
  useEffect(() => {
    if (where === last.current) return;
    last.current = where;
    follower.current?.dismissLeftovers();
  }, [where]);
}

/**
 * The library's container. Drawn only once the library has loaded (useToastsLoaded), so it
 * never shows React's fallback for long, and never on the server (the prerendered screens).
 */
export const ToastContainer = lazy(() =>
  library.then(({ ToastContainer: container }) => ({ default: container })),
);

/** Whether the toast library has loaded: false at first, and always in the prerender. */
export function useToastsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void library.then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
