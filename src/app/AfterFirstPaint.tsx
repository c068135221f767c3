// Tells the entry when the app's first screen is on view, so work that can wait starts after it.
import { useEffect } from 'react';

/**
 * How long after the first screen's paint the waiting work starts: the frame reaches the screen
 * some time after the main thread paints it, and the screen's last small files (the logo) are
 * still arriving.
 */
export const SETTLE_MS = 250;

/**
 * Calls `then` once, SETTLE_MS after the frame that shows the first committed screen (a
 * requestAnimationFrame callback runs just before that frame's paint). A hidden page paints no
 * frames: then at once, or as soon as it is hidden.
 */
export function AfterFirstPaint({ then }: { then: () => void }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const settled = () => {
      if (done) return;
      done = true;
      then();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') settled();
    };
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(settled, SETTLE_MS);
    });
    document.addEventListener('visibilitychange', onHidden);
    onHidden();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [then]);
  return null;
}
