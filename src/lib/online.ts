// Whether the device says it has a network connection: navigator.onLine now, and as the store last heard it (pageEvents.ts).
import { selectOnline, useOfflineSelector } from './offline/offlineSlice';

/** navigator.onLine: false means certainly offline; true only means "maybe" (lie-fi exists). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Re-renders when the device goes online or offline. */
export function useOnline(): boolean {
  return useOfflineSelector(selectOnline);
}
