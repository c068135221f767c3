// Whether React runs the screen: false while it hydrates a prerendered screen (and at build time), true after.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** A screen drawn by the build is in the page before its scripts: its controls wait for this. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
