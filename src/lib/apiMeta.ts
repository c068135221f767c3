// What each API answer carries besides its body, as its action's meta: read by the listeners and slices that follow answers.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * The request and response (fetchBaseQuery's meta), whether a service worker was in control when
 * the request left (it then kept a copy for offline use), and if none was, an unread copy of a
 * read kept for offline use, for the page to keep.
 */
export type ApiMeta = FetchBaseQueryMeta & {
  sentWhileControlled: boolean;
  unkept: Response | null;
};

/** The meta of an API answer's action (a reply, or a refusal with the server's reply); null for any other action. */
export function apiAnswerOf(action: UnknownAction): ApiMeta | null {
  const meta: unknown = (action.meta as { baseQueryMeta?: unknown } | undefined)?.baseQueryMeta;
  if (typeof meta !== 'object' || meta === null || !('request' in meta)) return null;
  if (!(meta.request instanceof Request) || !('sentWhileControlled' in meta)) return null;
  return meta as ApiMeta;
}

/** An action that carries an API answer's meta. */
export type ApiAnswer = UnknownAction & { meta: { baseQueryMeta: ApiMeta } };

export const isApiAnswer = (action: UnknownAction): action is ApiAnswer =>
  apiAnswerOf(action) !== null;
