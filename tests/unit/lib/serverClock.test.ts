// The server's clock from the Date header of its last fresh answer; a stored copy's old Date is ignored.
import { describe, expect, it } from 'vitest';
import { noteServerDate, serverNow } from '@/lib/api/serverClock';
import { CACHED_AT_HEADER } from '@/lib/offline/cacheNames';

const DAY_MS = 24 * 60 * 60 * 1000;
const answer = (date: Date, headers: Record<string, string> = {}) =>
  new Response('{}', { headers: { Date: date.toUTCString(), ...headers } });

describe('serverNow', () => {
  it('is the device clock before any answer, then the server’s clock from its Date header', () => {
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(60_000);
    noteServerDate(answer(new Date(Date.now() + DAY_MS))); // the phone is a day behind
    expect(serverNow().getTime() - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
  });

  it('ignores a copy kept by the service worker (its Date is the day it was saved)', () => {
    noteServerDate(answer(new Date(Date.now())));
    noteServerDate(
      answer(new Date(Date.now() - 5 * DAY_MS), { [CACHED_AT_HEADER]: new Date().toISOString() }),
    );
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(60_000);
  });
});
