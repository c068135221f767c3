// The token the service worker sends with (jsdom): mirrored with its vet once the profile named it,
// renewed with the same vet, gone on clearToken, and a refused token forgotten only while it is
// still the current one. docs/offline-and-outbox.md scenario 17 (the mirror always names its vet,
// so the worker never sends one vet's report with another's token).
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetRefusedToken, mirrorToken, readMirroredToken } from '@/lib/session/tokenMirror';
import { clearToken, ownerLearned, startSession, storeToken } from '@/lib/session/token';
import { fakeToken } from './support';

describe('the token mirror', () => {
  it('follows the session: login, its profile, renewal, another vet, logout', async () => {
    // Tokens are opaque: nothing in them names the vet.
    await startSession('opaque-1');
    expect(await readMirroredToken()).toBeNull(); // whose it is, is not known yet
    expect(await ownerLearned('opaque-1', 'vet-7')).toBe(true);
    expect(await readMirroredToken()).toMatchObject({ token: 'opaque-1', userId: 'vet-7' });
    await storeToken('opaque-2'); // renewed: the same vet
    expect(await readMirroredToken()).toMatchObject({ token: 'opaque-2', userId: 'vet-7' });
    await startSession('opaque-3'); // another vet signs in on this phone
    expect(await readMirroredToken()).toBeNull();
    expect(await ownerLearned('opaque-2', 'vet-9')).toBe(false); // an answer for an old token
    expect(await ownerLearned('opaque-3', 'vet-9')).toBe(true);
    expect(await readMirroredToken()).toMatchObject({ token: 'opaque-3', userId: 'vet-9' });
    clearToken();
    await waitFor(async () => expect(await readMirroredToken()).toBeNull());
  });

  it('keeps no token without its vet', async () => {
    await mirrorToken(fakeToken('7'), '7');
    await mirrorToken('a-new-session', null);
    expect(await readMirroredToken()).toBeNull();
  });

  it('forgets a refused token, but not a newer one stored meanwhile', async () => {
    await mirrorToken(fakeToken('7'), '7');
    await forgetRefusedToken(`${fakeToken('7')}old`);
    expect((await readMirroredToken())?.token).toBe(fakeToken('7'));
    await forgetRefusedToken(fakeToken('7'));
    expect(await readMirroredToken()).toBeNull();
  });
});
