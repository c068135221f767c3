// Tells the entry when the app's first screen is on view, so work that can wait starts after it.
import { useEffect } from 'react';

/**
 * How long after the first screen's paint the waiting work starts: the frame reaches the screen
 * some time after the main thread paints it, and the screen's last small files (the logo) are
 * still arriving.
 */
export const SETTLE_MS = 250;

/**
 * Calls `painted` as the frame that shows the first committed screen is painted (a
 * requestAnimationFrame callback runs just before it), and `then` once, SETTLE_MS later. A hidden
 * page paints no frames: both at once, or as soon as it is hidden.
 */
export function AfterFirstPaint({ painted, then }: { painted?: () => void; then: () => void }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = false;
    let done = false;
    const show = () => {
      if (shown) return;
      shown = true;
      painted?.();
    };
    const settled = () => {
      if (done) return;
      done = true;
      show();
      then();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') settled();
    };
    const frame = requestAnimationFrame(() => {
      show();
      timer = setTimeout(settled, SETTLE_MS);
    });
    document.addEventListener('visibilitychange', onHidden);
    onHidden();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [painted, then]);
  return null;
}
