// A waiting report's words about the connection, said from the one connection state the banner says.
import type { Connection } from '@/lib/offline/offlineSlice';
import { outboxMsg } from './messages';

const NO_ANSWER: readonly string[] = [outboxMsg.offline, outboxMsg.serverNotAnswering];

/**
 * The report's last error as it stands now: a "no answer" recorded at the last try is said in the
 * connection's present words (offline, or the server not answering), and not at all once the
 * server answers again; any other error as it was recorded.
 */
export function lastErrorNow(lastError: string | null, connection: Connection): string | null {
  if (!lastError || !NO_ANSWER.includes(lastError)) return lastError;
  if (connection === 'offline') return outboxMsg.offline;
  return connection === 'server-silent' ? outboxMsg.serverNotAnswering : null;
}

/** The chip of a report in the outbox: a queued report without signal waits for signal. */
export function queuedLabel(connection: Connection): string {
  return connection === 'offline' ? outboxMsg.waitingForSignal : outboxMsg.states.queued;
}
