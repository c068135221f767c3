// Moves focus to a screen's heading when the screen opens, so keyboard and screen-reader users follow.
import { useEffect, useRef } from 'react';

/** `enabled` false: the screen opens without moving focus (read once, on mount). */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: a screen takes focus once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
