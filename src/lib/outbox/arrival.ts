// Did an item reach the server although its answer was lost? Asked of the API's own lists before any resend.
import { readAllPages, type PageRead } from '@contract/paging';
import { CACHED_AT_HEADER } from '@/lib/offline/cacheNames';
import type { ArrivalCheck } from './topics';

/**
 * 'arrived': the server holds what the item carries (never send it again); 'absent': the API answered
 * and does not hold it (sending is safe); 'no-answer': the API could not be asked (no signal).
 */
export type Arrival = 'arrived' | 'absent' | 'no-answer';

/** Asks the API about one item, where its topic says to look (injected so tests and the service worker choose their fetch). */
export type AskArrival = (
  check: ArrivalCheck,
  apiBaseUrl: string,
  token: string,
) => Promise<Arrival>;

const ASK_TIMEOUT_MS = 15_000;

/**
 * Reads the topic's lists in turn: 'arrived' as soon as one holds the item, 'absent' when all
 * answered without it. Answers the service worker gave from its saved copies do not count.
 */
export function askArrival(fetchImpl: typeof fetch = (...args) => fetch(...args)): AskArrival {
  return async (check, apiBaseUrl, token) => {
    /** One page of a list: its body, or what its answer says of the asking ('absent': refused). */
    const readPage = async (url: string): Promise<PageRead<Arrival>> => {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          cache: 'no-store',
          signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
        });
      } catch {
        return { error: 'no-answer' };
      }
      if (response.headers.get(CACHED_AT_HEADER)) return { error: 'no-answer' }; // the device's copy
      // A refused token is for the send to meet (it pauses the queue for sign-in).
      if (response.status === 401 || response.status === 403) return { error: 'absent' };
      if (!response.ok) return { error: 'no-answer' };
      return { body: await response.json().catch(() => undefined), url };
    };
    for (const list of check.lists) {
      const answer = await readAllPages(`${apiBaseUrl}${list}`, readPage);
      if ('error' in answer) return answer.error;
      try {
        if (check.holds(list, answer.body)) return 'arrived';
      } catch {
        return 'no-answer'; // not the API's list (a captive portal, a fault): cannot tell
      }
    }
    return 'absent';
  };
}
