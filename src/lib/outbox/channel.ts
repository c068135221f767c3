// The tabs' and service worker's link (BroadcastChannel): outbox changed, item sent, progress, token refused.
import type { OutboxSummary } from './types';

export const CHANNEL_NAME = 'vet-portal-outbox';

export type OutboxMessage =
  | { type: 'changed' }
  | { type: 'sent'; item: OutboxSummary }
  | { type: 'progress'; id: string; loaded: number; total: number }
  /** The service worker's send was refused (401) for this vet: the tabs end that session. */
  | { type: 'unauthorized'; ownerId: string };

export interface OutboxChannel {
  post: (message: OutboxMessage) => void;
  close: () => void;
}

const isMessage = (data: unknown): data is OutboxMessage =>
  typeof data === 'object' &&
  data !== null &&
  ['changed', 'sent', 'progress', 'unauthorized'].includes(
    String((data as { type?: unknown }).type),
  );

/** A BroadcastChannel to the other tabs of this origin; a silent stand-in where there is none. */
export function openBroadcastChannel(
  onMessage: (message: OutboxMessage) => void,
  name = CHANNEL_NAME,
): OutboxChannel {
  if (typeof BroadcastChannel === 'undefined')
    return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(name);
  // In Node (tests) an open channel would keep the process alive; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (isMessage(data)) onMessage(data);
  };
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // a closed channel (tab shutting down) has nobody left to tell
      }
    },
    close: () => channel.close(),
  };
}
