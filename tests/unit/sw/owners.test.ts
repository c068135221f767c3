// Whose a token is, in the service worker: learnt from the page or a profile answer, waited for briefly.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bearerToken,
  forgetOwners,
  learnOwner,
  ownerOfToken,
  waitForOwner,
} from '../../../sw/owners';

beforeEach(() => forgetOwners());
afterEach(() => vi.useRealTimers());

describe('the service worker’s owners of tokens', () => {
  it('reads the token of a Bearer header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   opaque')).toBe('opaque');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });

  it('knows a token once it was learnt, and nobody’s before', async () => {
    expect(await ownerOfToken('t1')).toBeNull();
    learnOwner('t1', '42');
    expect(await ownerOfToken('t1')).toBe('42');
    expect(await ownerOfToken('t2')).toBeNull();
  });

  it('lets a read wait for its vet, and gives up after the time allowed', async () => {
    vi.useFakeTimers();
    const named = waitForOwner('t1', 1000);
    const unnamed = waitForOwner('t2', 1000);
    learnOwner('t1', '42');
    expect(await named).toBe('42');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await unnamed).toBeNull();
  });
});
