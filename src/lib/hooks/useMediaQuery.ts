// Whether a CSS media query matches (e.g. a touch screen's coarse pointer), following changes.
import { useCallback, useSyncExternalStore } from 'react';

function query(text: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(text)
    : null;
}

/** False where the browser cannot tell (no matchMedia). */
export function useMediaQuery(text: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = query(text);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [text],
  );
  return useSyncExternalStore(
    subscribe,
    () => query(text)?.matches ?? false,
    () => false,
  );
}
