// The one RTK Query API slice: base URL from config, token read at every request (renewed quietly), 401 ends the session.
import {
  createApi,
  QueryStatus,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ApiMeta } from './apiMeta';
import { parseRetryAfter } from '../outbox/backoff';
import { msg } from '../text/messages';
import { notify } from '../toasts/toast';
import { getConfig } from './config';
import { renewAccessToken, renewIfExpiring } from '../session/refresh';
import { endSession } from '../session/session';
import { readToken } from '../session/token';

/** Adds `Authorization: Bearer` from local storage at the moment of each request. */
export function authHeaders(headers: Headers): Headers {
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

const rawBaseQuery = (baseUrl: string) => fetchBaseQuery({ baseUrl, prepareHeaders: authHeaders });

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  ApiMeta
> = async (args, api, extraOptions: object) => {
  const send = async () => {
    const answer = await rawBaseQuery(getConfig().apiBaseUrl)(args, api, extraOptions);
    return answer;
  };
  await renewIfExpiring(); // a token about to expire is renewed before it is refused
  let result = await send();
  // The server throttled a read (DRF's 429): said, waited out, and asked once more.
  const wait = isRead(args) ? throttledFor(result) : null;
  if (wait !== null) {
    notify.info(msg.serverBusyRetrying(Math.max(1, Math.ceil(wait / 1000))), { background: true });
    await new Promise((resolve) => setTimeout(resolve, wait));
    result = await send();
  }
  // A 401 on a request that carried a token: renew once (shared with any other request), retry once.
  const sentToken = result.meta?.request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  if (result.error?.status === 401 && sentToken) {
    const current = readToken();
    const renewal =
      current !== null && current !== sentToken ? 'renewed' : await renewAccessToken();
    if (renewal === 'renewed') result = await send();
    // The renewal got no answer: the session stays (only a refused refresh token ends it).
    if (renewal === 'unavailable') return result;
  }
  // The tokens go at once; the reset waits until the caller has received this 401.
  if (result.error?.status === 401) api.dispatch(endSession('unauthorized', true));
  return result;
};

/** A throttled read (429) is sent again once after the server's Retry-After, when it is this soon. */
export const READ_RETRY_AFTER_MAX_MS = 30_000;

const isRead = (args: string | FetchArgs) =>
  typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';

/** How long a throttled read's answer asks to wait before it is sent again; null: not soon. */
function throttledFor(result: { error?: FetchBaseQueryError; meta?: ApiMeta }): number | null {
  if (result.error?.status !== 429) return null;
  const wait = parseRetryAfter(result.meta?.response?.headers.get('Retry-After'), Date.now());
  return wait !== null && wait <= READ_RETRY_AFTER_MAX_MS ? wait : null;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Orders', 'Wallet'],
  // Signal back: what is on screen is fetched again (pageEvents.ts tells RTK Query).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** A store holding the API slice. */
export type WithApi = { [api.reducerPath]: ReturnType<typeof api.reducer> };

/** True while a read a screen asked for has no answer yet. */
export const selectReadsInFlight = (state: WithApi) =>
  Object.values(state[api.reducerPath].queries).some(
    (entry) => entry?.status === QueryStatus.pending,
  );
