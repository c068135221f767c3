// The token the service worker sends with (jsdom): mirrored on every storeToken, gone on clearToken, and a
// refused token forgotten only while it is still the current one. OUTBOX-FAULTS.md scenario 17 (the
// mirror always names its vet, so the worker never sends one vet's report with another's token).
import { describe, expect, it, vi } from 'vitest';
import { forgetRefusedToken, mirrorToken, readMirroredToken } from '@/lib/outbox/tokenMirror';
import { clearToken, storeToken } from '@/lib/token';
import { fakeToken } from './support';

describe('the token mirror', () => {
  it('follows the stored token: login, renewal, another vet, logout', async () => {
    storeToken(fakeToken('7'));
    await vi.waitFor(async () =>
      expect(await readMirroredToken()).toMatchObject({ token: fakeToken('7'), userId: '7' }),
    );
    storeToken(fakeToken('9'));
    await vi.waitFor(async () =>
      expect(await readMirroredToken()).toMatchObject({ token: fakeToken('9'), userId: '9' }),
    );
    clearToken();
    await vi.waitFor(async () => expect(await readMirroredToken()).toBeNull());
  });

  it('keeps no token without a user id', async () => {
    await mirrorToken(fakeToken('7'));
    await mirrorToken('not-a-jwt');
    expect(await readMirroredToken()).toBeNull();
  });

  it('forgets a refused token, but not a newer one stored meanwhile', async () => {
    await mirrorToken(fakeToken('7'));
    await forgetRefusedToken(`${fakeToken('7')}old`);
    expect((await readMirroredToken())?.token).toBe(fakeToken('7'));
    await forgetRefusedToken(fakeToken('7'));
    expect(await readMirroredToken()).toBeNull();
  });
});
