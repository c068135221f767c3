// The server's clock in the store, from the Date header of each fresh API answer; a kept copy's old Date and an answer without one change nothing.
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/api';
import { setConfig } from '@/lib/api/config';
import {
  offsetOf,
  selectServerOffsetMs,
  serverClockReducer,
  serverTime,
} from '@/lib/api/serverClock';
import { CACHED_AT_HEADER } from '@/lib/offline/cacheNames';

const DAY_MS = 24 * 60 * 60 * 1000;
const answer = (date: Date | null, headers: Record<string, string> = {}) =>
  new Response('{}', {
    headers: {
      'Content-Type': 'application/json',
      ...(date ? { Date: date.toUTCString() } : {}),
      ...headers,
    },
  });

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    clockProbe: build.query<unknown, number>({ query: (n) => `probe/${n}` }),
  }),
});

/** A store whose API answers are `answers`, in turn, and a way to read one more. */
function storeAnswering(answers: Response[]) {
  setConfig({ apiBaseUrl: 'http://api.test/' });
  const realFetch = globalThis.fetch;
  globalThis.fetch = () => Promise.resolve(answers.shift() ?? answer(null));
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, serverClock: serverClockReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  let n = 0;
  const read = async () => {
    n += 1;
    await store.dispatch(probeApi.endpoints.clockProbe.initiate(n));
    return selectServerOffsetMs(store.getState());
  };
  return { read, restore: () => (globalThis.fetch = realFetch) };
}

describe('the server clock', () => {
  it('is the device clock before any answer, then the server’s from each fresh answer', async () => {
    const { read, restore } = storeAnswering([
      answer(new Date(Date.now() + DAY_MS)), // the phone is a day behind
      answer(new Date(Date.now() + DAY_MS - 5 * DAY_MS), {
        [CACHED_AT_HEADER]: new Date().toISOString(),
      }), // a copy the worker kept five days ago
      answer(null), // a cross-origin answer that does not expose Date
      answer(new Date()),
    ]);
    try {
      expect(serverTime(0, 1_000).getTime()).toBe(1_000);
      const afterFirst = await read();
      expect(Math.abs(afterFirst - DAY_MS)).toBeLessThanOrEqual(60_000);
      expect(await read()).toBe(afterFirst);
      expect(await read()).toBe(afterFirst);
      expect(Math.abs(await read())).toBeLessThanOrEqual(60_000);
    } finally {
      restore();
    }
  });

  it('holds the offset to the minute, so answers seconds apart leave the store as it was', () => {
    const received = Date.parse('2026-12-02T07:00:20Z');
    const at = (iso: string) => offsetOf(answer(new Date(iso)), received);
    expect(at('2026-12-02T07:00:05Z')).toBe(0);
    expect(at('2026-12-02T07:00:40Z')).toBe(0);
    expect(at('2026-12-03T07:00:21Z')).toBe(DAY_MS);
    expect(offsetOf(answer(null), received)).toBeNull();
    expect(offsetOf(undefined, received)).toBeNull();
  });
});
