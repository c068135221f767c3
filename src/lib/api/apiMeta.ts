// What each API answer carries besides its body, as its action's meta: read by the listeners and slices that follow answers.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** The request and response of an answer (fetchBaseQuery's meta). */
export type ApiMeta = FetchBaseQueryMeta;

/** The meta of an API answer's action (a reply, or a refusal with the server's reply); null for any other action. */
export function apiAnswerOf(action: UnknownAction): ApiMeta | null {
  const meta: unknown = (action.meta as { baseQueryMeta?: unknown } | undefined)?.baseQueryMeta;
  if (typeof meta !== 'object' || meta === null || !('request' in meta)) return null;
  return meta.request instanceof Request ? (meta as ApiMeta) : null;
}

/** An action that carries an API answer's meta. */
export type ApiAnswer = UnknownAction & { meta: { baseQueryMeta: ApiMeta } };

export const isApiAnswer = (action: UnknownAction): action is ApiAnswer =>
  apiAnswerOf(action) !== null;
