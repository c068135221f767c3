// An API answer's action as slices and listeners that follow answers see it: its meta carries the request and response.
import type { UnknownAction } from '@reduxjs/toolkit';
import { CACHED_AT_HEADER } from '@/lib/offline/cacheNames';

/** A GET of `url` answered fresh (`storedAt` null) or from the copy the service worker stored then. */
export function apiAnswer(url: string, storedAt: string | null): UnknownAction {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (storedAt) headers.set(CACHED_AT_HEADER, storedAt);
  return {
    type: 'test/apiAnswered', // RTK Query's own type would reach its cache, which knows no such query
    payload: {},
    meta: {
      baseQueryMeta: {
        request: new Request(url),
        response: new Response('{}', { headers }),
        sentWhileControlled: false,
      },
    },
  };
}
