// The one RTK Query API slice: base URL from config, token read at every request, 401 ends the session.
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getConfig } from './config';
import { endSession } from './session';
import { afterApiRead, isControlled } from './sw/firstVisit';
import { noteApiAnswer } from './sw/lastUpdated';
import { readToken } from './token';

/** Adds `Authorization: Bearer` from local storage at the moment of each request. */
export function authHeaders(headers: Headers): Headers {
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions: object,
) => {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: getConfig().apiBaseUrl,
    prepareHeaders: authHeaders,
  });
  const controlled = isControlled();
  const result = await rawBaseQuery(args, api, extraOptions);
  noteApiAnswer(result.meta); // a stored copy from the service worker shows "Last updated …"
  afterApiRead(result.meta, controlled); // saved by the service worker, or once one takes over
  // The token goes at once; the reset waits until the caller has received this 401.
  if (result.error?.status === 401) endSession('unauthorized', true);
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Orders', 'Wallet'],
  endpoints: () => ({}),
});
