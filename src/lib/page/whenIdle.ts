// Work a screen can do without at once, run when the phone is idle after drawing it.

/** Longest wait for an idle moment on a phone that stays busy. */
export const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callbacks: this long after now. */
export const NO_IDLE_DELAY_MS = 200;

/** Calls `run` once the main thread is idle (after the frame being drawn); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, NO_IDLE_DELAY_MS);
  return () => clearTimeout(timer);
}
