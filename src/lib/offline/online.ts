// Whether the device has a network (navigator.onLine now, and as the store last heard it) and the one connection state the vet is told.
import { useSharedSelector } from '@/lib/hooks/redux';
import { selectConnection, selectOnline, type Connection } from './offlineSlice';

/** navigator.onLine: false means certainly offline; true only means "maybe" (lie-fi exists). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Re-renders when the device goes online or offline. */
export function useOnline(): boolean {
  return useSharedSelector(selectOnline);
}

/** The one connection state the banner and every outbox line say (offlineSlice's selectConnection). */
export function useConnection(): Connection {
  return useSharedSelector(selectConnection);
}
