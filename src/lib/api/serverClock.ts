// The server's clock as its last fresh answer told it (the Date header), kept in the store: dates are checked against its day, not only the phone's.
import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { CACHED_AT_HEADER } from '../offline/cacheNames';
import { isApiAnswer, type ApiAnswer } from './apiMeta';

const MINUTE_MS = 60_000;

export interface ServerClockState {
  /** Server time minus device time, to the minute (so answers seconds apart change nothing); 0 until an answer told it. */
  offsetMs: number;
}

/**
 * The offset an answer received at `receivedAt` tells, or null when it tells none: no readable
 * Date (a cross-origin API need not expose it), or a copy the service worker kept, whose Date is
 * the day it was saved.
 */
export function offsetOf(response: Response | undefined, receivedAt: number): number | null {
  if (!response || response.headers.has(CACHED_AT_HEADER)) return null;
  const date = Date.parse(response.headers.get('Date') ?? '');
  if (!Number.isFinite(date)) return null;
  const minutes = Math.round((date - receivedAt) / MINUTE_MS);
  return minutes === 0 ? 0 : minutes * MINUTE_MS; // never -0
}

const serverClockSlice = createSlice({
  name: 'serverClock',
  initialState: { offsetMs: 0 } as ServerClockState,
  reducers: {},
  extraReducers: (builder) => {
    // Every fulfilled API answer, with the time RTK Query stamped on it.
    builder.addMatcher(
      (action): action is ApiAnswer & { meta: { fulfilledTimeStamp?: unknown } } =>
        action.type.endsWith('/fulfilled') && isApiAnswer(action as UnknownAction),
      (state, { meta }) => {
        if (typeof meta.fulfilledTimeStamp !== 'number') return;
        const offset = offsetOf(meta.baseQueryMeta.response, meta.fulfilledTimeStamp);
        if (offset !== null) state.offsetMs = offset;
      },
    );
  },
});

export const serverClockReducer = serverClockSlice.reducer;

export const selectServerOffsetMs = (state: { serverClock: ServerClockState }) =>
  state.serverClock.offsetMs;

/** Now on the server's clock, given the offset the store holds. */
export const serverTime = (offsetMs: number, deviceNow = Date.now()) =>
  new Date(deviceNow + offsetMs);
