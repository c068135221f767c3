// Whether the device says it has a network connection, as a helper and as a hook that follows changes.
import { useSyncExternalStore } from 'react';

/** navigator.onLine: false means certainly offline; true only means "maybe" (lie-fi exists). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Re-renders when the device goes online or offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
