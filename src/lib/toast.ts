// Toasts with the spec's timings (5000 ms, 3000 ms for wallet actions), at most three, none left over.
import { toast, type Id, type ToastOptions } from 'react-toastify/unstyled';

export const TOAST_MS = 5000;
export const WALLET_TOAST_MS = 3000;
/** More than three toasts would cover a phone's screen. */
export const MAX_TOASTS = 3;

export const toastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_MS,
  hideProgressBar: true,
  newestOnTop: true,
  closeOnClick: true,
  limit: MAX_TOASTS,
} as const;

interface NotifyOptions {
  /** Wallet toasts close sooner (3000 ms). */
  wallet?: boolean;
}

const options = (opts?: NotifyOptions): ToastOptions => ({
  autoClose: opts?.wallet ? WALLET_TOAST_MS : TOAST_MS,
  hideProgressBar: true,
});

/**
 * Toasts raised since the vet's last tap or key press: the outcome of that action, which may
 * well be the navigation it causes ("Login successful", then the portal), so they follow it.
 */
const sinceLastInput = new Set<Id>();

function show(raise: (text: string, opts: ToastOptions) => Id) {
  return (text: string, opts?: NotifyOptions): Id => {
    const id = raise(text, options(opts));
    sinceLastInput.add(id);
    return id;
  };
}

export const notify = {
  success: show(toast.success),
  error: show(toast.error),
  info: show(toast.info),
};

/** The toasts on screen (or queued), as react-toastify reports them. */
const onScreen = new Set<Id>();

/** Dismisses every toast except those raised by the action that led to this screen. */
export function dismissLeftoverToasts(): void {
  for (const id of onScreen) if (!sinceLastInput.has(id)) toast.dismiss(id);
}

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
}

/**
 * Toasts belong to the screen they were raised on: when the location changes, older toasts go
 * (e.g. a failed list over the Log In screen after Log out). Returns a function that stops this.
 */
export function dismissToastsOnNavigation(router: RouterLike): () => void {
  const where = (state: RouterLike['state']) => state.location.pathname + state.location.search;
  let last = where(router.state);
  const forget = () => sinceLastInput.clear();
  window.addEventListener('pointerdown', forget, true);
  window.addEventListener('keydown', forget, true);
  const stopToasts = toast.onChange((item) => {
    if (item.status === 'removed') {
      onScreen.delete(item.id);
      sinceLastInput.delete(item.id);
    } else onScreen.add(item.id);
  });
  const stopRouter = router.subscribe((state) => {
    const now = where(state);
    if (now === last) return;
    last = now;
    dismissLeftoverToasts();
  });
  return () => {
    window.removeEventListener('pointerdown', forget, true);
    window.removeEventListener('keydown', forget, true);
    stopToasts();
    stopRouter();
  };
}
