// Toasts with the spec's timings (5000 ms, 3000 ms for wallet actions), at most three (one on a phone), none left over.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ToastOptions } from 'react-toastify/unstyled';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { onceLoaded, withLibrary } from './toastLoader';

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
  /** A name of its own, to take this toast away from elsewhere (e.g. SIGNED_IN_TOAST). */
  id?: ToastId;
}

/** "Login successful" and "Registration successful": taken away when the account turns out disabled. */
export const SIGNED_IN_TOAST: ToastId = 'signed-in';

/** When a toast was raised, on the page's clock, and for how long it shows (kept in its data). */
interface Raised {
  raisedAt: number;
  autoClose: number;
}

const raisedAtOf = (data: unknown): number =>
  typeof data === 'object' &&
  data !== null &&
  'raisedAt' in data &&
  typeof data.raisedAt === 'number'
    ? data.raisedAt
    : -Infinity;

const autoCloseOf = (data: unknown): number =>
  typeof data === 'object' &&
  data !== null &&
  'autoClose' in data &&
  typeof data.autoClose === 'number'
    ? data.autoClose
    : TOAST_MS;

/** A toast this close to its end is already leaving: a new message gets a toast of its own. */
const LEAVING_MS = 1000;

/**
 * The toast on a phone's screen (one at a time there) and when it closes, as the library reports
 * it: the toast a new message of the vet's own takes over, instead of queueing behind it.
 */
let shown: { id: ToastId; closesAt: number } | null = null;
let following = false;

type Library = Parameters<Parameters<typeof withLibrary>[0]>[0];

function followShown({ toast }: Library) {
  if (following) return;
  following = true;
  toast.onChange((item) => {
    const id = String(item.id);
    if (item.status === 'removed') {
      if (shown?.id === id) shown = null;
      return;
    }
    const data: unknown = item.data;
    shown = { id, closesAt: performance.now() + autoCloseOf(data) };
  });
}

/** A phone's screen (PHONE_QUERY) at this moment. */
const onPhone = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(PHONE_QUERY).matches;

function show(type: 'success' | 'error' | 'info') {
  return (text: string, opts?: NotifyOptions): ToastId => {
    lastId += 1;
    const toastId = opts?.id ?? `toast-${lastId}`;
    const raisedAt = performance.now();
    const autoClose = opts?.wallet ? WALLET_TOAST_MS : TOAST_MS;
    const raised: ToastOptions<Raised> = {
      toastId,
      autoClose,
      hideProgressBar: true,
      data: { raisedAt, autoClose },
    };
    // One at a time on a phone: the outcome of the vet's action takes the place of the older
    // toast at once (the same toast, its words, colour and time replaced) instead of waiting
    // behind it in the queue while it leaves, so what it made wrong is never shown after it.
    const first = onPhone() && !opts?.background;
    withLibrary((library) => {
      const { toast } = library;
      followShown(library);
      // Its time passed while the library could not be downloaded (no signal): no news now.
      if (performance.now() - raisedAt > autoClose) return;
      if (first) {
        const current = shown;
        if (
          current &&
          toast.isActive(current.id) &&
          performance.now() < current.closesAt - LEAVING_MS
        ) {
          toast.update(current.id, { ...raised, render: text, type, delay: 0 });
          return;
        }
        toast.dismiss();
        toast.clearWaitingQueue();
      }
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
  onceLoaded(({ toast }) => {
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
