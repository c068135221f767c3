// Toasts with the spec's timings (5000 ms, 3000 ms for wallet actions), at most three (one on a phone), none left over.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { toast, type Id, type ToastOptions } from 'react-toastify/unstyled';
import { useMediaQuery } from './useMediaQuery';

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

/** The container's settings for this screen: one toast at a time on a phone, three elsewhere. */
export function useToastContainerProps() {
  const phone = useMediaQuery(PHONE_QUERY);
  return { ...toastContainerProps, limit: phone ? PHONE_MAX_TOASTS : MAX_TOASTS };
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

const options = (opts?: NotifyOptions): ToastOptions => ({
  autoClose: opts?.wallet ? WALLET_TOAST_MS : TOAST_MS,
  hideProgressBar: true,
});

/** The toasts on screen (or queued), as react-toastify reports them. */
const onScreen = new Set<Id>();

/**
 * Toasts raised since the vet's last tap or key press: the outcome of that action, which may
 * well be the navigation it causes ("Login successful", then the portal), so they follow it.
 */
const sinceLastInput = new Set<Id>();

/** A phone's screen (PHONE_QUERY) at this moment. */
const onPhone = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(PHONE_QUERY).matches;

function show(raise: (text: string, opts: ToastOptions) => Id) {
  return (text: string, opts?: NotifyOptions): Id => {
    // One at a time on a phone: the outcome of the vet's action takes the place of the older
    // toast at once instead of waiting behind it in the queue.
    if (onPhone() && !opts?.background) for (const shown of onScreen) toast.dismiss(shown);
    const id = raise(text, options(opts));
    sinceLastInput.add(id);
    return id;
  };
}

export const notify = {
  success: show(toast.success),
  error: show(toast.error),
  info: show(toast.info),
  /** Takes toasts away, e.g. a form's errors once it has been saved. */
  dismiss: (ids: Iterable<Id>) => {
    for (const id of ids) toast.dismiss(id);
  },
};

/** Dismisses every toast except those raised by the action that led to this screen. */
export function dismissLeftoverToasts(): void {
  for (const id of onScreen) if (!sinceLastInput.has(id)) toast.dismiss(id);
}

/** Follows the vet's taps and key presses and the toasts on screen; returns a function that stops. */
function followToasts(): () => void {
  const forget = () => sinceLastInput.clear();
  window.addEventListener('pointerdown', forget, true);
  window.addEventListener('keydown', forget, true);
  const stopToasts = toast.onChange((item) => {
    if (item.status === 'removed') {
      onScreen.delete(item.id);
      sinceLastInput.delete(item.id);
    } else onScreen.add(item.id);
  });
  return () => {
    window.removeEventListener('pointerdown', forget, true);
    window.removeEventListener('keydown', forget, true);
    stopToasts();
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
  useEffect(followToasts, []);
  useEffect(() => {
    if (where === last.current) return;
    last.current = where;
    dismissLeftoverToasts();
  }, [where]);
}
