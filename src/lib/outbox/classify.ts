// What a send's outcome means: sent, try again later, sign in again, or the vet must look at it.
import { serverMessage } from '@/lib/api/drf';
import { parseRetryAfter } from './backoff';
import type { OutboxTexts } from './topics';

export interface HttpResponse {
  status: number;
  /** Response header lookup (case-insensitive). */
  header: (name: string) => string | null;
  text: string;
}

export type Outcome =
  | { kind: 'sent'; body: unknown }
  | { kind: 'retry'; message: string; retryAfterMs: number | null }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'rejected'; message: string };

export type TransportFailure = 'network' | 'timeout';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isJson = (response: HttpResponse) => /\bjson\b/i.test(response.header('content-type') ?? '');

/**
 * Classifies an answer, said in the item's topic's `texts`. Success needs a 2xx JSON object: a 200
 * HTML page (captive portal) is not.
 */
export function classifyResponse(response: HttpResponse, now: number, texts: OutboxTexts): Outcome {
  const { status } = response;
  const body = isJson(response) ? parseJson(response.text) : undefined;
  if (status >= 200 && status < 300) {
    if (isRecord(body)) return { kind: 'sent', body };
    return { kind: 'retry', message: texts.notTheServer, retryAfterMs: null };
  }
  if (status === 401) return { kind: 'unauthorized', message: texts.signInToSend };
  if (status < 400) {
    // A redirect or informational answer is not the API confirming anything.
    return { kind: 'retry', message: texts.notTheServer, retryAfterMs: null };
  }
  if (status === 408 || status === 429 || status >= 500) {
    const retryAfterMs = parseRetryAfter(response.header('retry-after'), now);
    const message = status === 429 ? texts.serverBusy : texts.serverTrouble(status);
    return { kind: 'retry', message, retryAfterMs };
  }
  const text = serverMessage(body);
  if (text) return { kind: 'rejected', message: text };
  if (status === 413) return { kind: 'rejected', message: texts.tooLarge };
  return { kind: 'rejected', message: texts.refused };
}

/** The device says it has a network (runs in the page and in the service worker). */
const deviceOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * No answer at all: retried later. Said in the banner's words: "You are offline" without signal,
 * "The marketplace server is not answering" when the device is online.
 */
export function classifyFailure(
  failure: TransportFailure,
  texts: OutboxTexts,
  online = deviceOnline(),
): Outcome {
  const noAnswer = online ? texts.serverNotAnswering : texts.offline;
  return {
    kind: 'retry',
    message: failure === 'timeout' ? texts.timedOut : noAnswer,
    retryAfterMs: null,
  };
}
