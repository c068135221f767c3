// Toasts with the spec's timings: 5000 ms (3000 ms for wallet actions), top-right, no progress bar.
import { toast, type ToastOptions } from 'react-toastify/unstyled';

export const TOAST_MS = 5000;
export const WALLET_TOAST_MS = 3000;

export const toastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_MS,
  hideProgressBar: true,
  newestOnTop: true,
  closeOnClick: true,
} as const;

interface NotifyOptions {
  /** Wallet toasts close sooner (3000 ms). */
  wallet?: boolean;
}

const options = (opts?: NotifyOptions): ToastOptions => ({
  autoClose: opts?.wallet ? WALLET_TOAST_MS : TOAST_MS,
  hideProgressBar: true,
});

export const notify = {
  success: (text: string, opts?: NotifyOptions) => toast.success(text, options(opts)),
  error: (text: string, opts?: NotifyOptions) => toast.error(text, options(opts)),
  info: (text: string, opts?: NotifyOptions) => toast.info(text, options(opts)),
};
