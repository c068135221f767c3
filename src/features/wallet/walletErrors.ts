// What to tell the vet when a wallet call fails: the server's words for refusals, else the spec's text.
import { httpStatus, isNoResponse, noAnswerMessage, serverErrorOr } from '@/lib/api/errors';

/** No answer -> offline or the server silent; 4xx -> the server's `error`; 5xx or garbage -> fallback. */
export function walletErrorMessage(error: unknown, fallback: string): string {
  if (isNoResponse(error)) return noAnswerMessage();
  const status = httpStatus(error);
  if (status === undefined || status >= 500) return fallback;
  return serverErrorOr(error, fallback);
}
