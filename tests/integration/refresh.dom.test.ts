// Quiet token renewal against the reference server: renewed with the refresh token, one at a time,
// before expiry and once on a 401 (then the request is retried once); a refused refresh clears both tokens.
import { waitFor } from '@testing-library/react';
import { addListener } from '@reduxjs/toolkit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { setConfig } from '@/lib/api/config';
import { connectionRestored } from '@/lib/page/pageEvents';
import { profileApi } from '@/lib/portal/profile';
import { renewAccessToken, startQuietRefresh } from '@/lib/session/refresh';
import { sessionEnded } from '@/lib/session/session';
import { readRefreshToken, readToken, storeRefreshToken, storeToken } from '@/lib/session/token';
import { useNodeGlobals } from '../support/nodeGlobals';
import { ownerOfTestToken, storeSession } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let restoreGlobals: () => void;
beforeAll(async () => {
  restoreGlobals = await useNodeGlobals();
  server = await startTestServer();
  setConfig({ apiBaseUrl: server.apiBaseUrl });
});
afterAll(async () => {
  await server.close();
  restoreGlobals();
});
afterEach(() => vi.restoreAllMocks());

/** Logs the demo vet in and returns both tokens. */
async function signIn(): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${server.apiBaseUrl}login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'verified@vets.example', password: 'Passw0rd!' }),
  });
  return (await response.json()) as { access: string; refresh: string };
}

const refreshRequests = async () => (await server.stats()).requests['/api/token/refresh/'] ?? 0;

/** A token of the same vet that the server will not accept, expired `agoSeconds` ago. */
function expiredTokenFor(access: string, agoSeconds = 60): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: ownerOfTestToken(access),
    iat: now - 43_200 - agoSeconds,
    exp: now - agoSeconds,
  };
  return `${access.split('.')[0]}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.bad`;
}

async function profileStatus(token: string | null): Promise<number> {
  const response = await fetch(`${server.apiBaseUrl}profile/`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  return response.status;
}

describe('quiet token renewal', () => {
  it('renews the access token with the refresh token; concurrent callers share one request', async () => {
    const { access, refresh } = await signIn();
    void storeToken(expiredTokenFor(access));
    storeRefreshToken(refresh);
    const before = await refreshRequests();

    const outcomes = await Promise.all([
      renewAccessToken(),
      renewAccessToken(),
      renewAccessToken(),
    ]);

    expect(outcomes).toEqual(['renewed', 'renewed', 'renewed']);
    expect(await refreshRequests()).toBe(before + 1);
    expect(ownerOfTestToken(readToken() ?? '')).toBe(ownerOfTestToken(access));
    expect(await profileStatus(readToken())).toBe(200);
    // The server rotates refresh tokens: the app keeps the new one, which renews again.
    const rotated = readRefreshToken();
    expect(rotated).not.toBe(refresh);
    void storeToken(expiredTokenFor(readToken() ?? ''));
    expect(await renewAccessToken()).toBe('renewed');
    expect(await profileStatus(readToken())).toBe(200);
  });

  it('says "refused" when the server turns the refresh token down', async () => {
    const { access } = await signIn();
    void storeToken(access);
    storeRefreshToken('not-a-refresh-token');
    expect(await renewAccessToken()).toBe('refused');
  });

  it('a request refused with 401 is renewed once and retried once, and succeeds', async () => {
    const { access, refresh } = await signIn();
    // Not expired by its claims, yet refused by the server (e.g. signed before a server restart).
    void storeToken(`${access.split('.')[0]}.${access.split('.')[1]}.not-the-signature`);
    storeRefreshToken(refresh);
    const store = makeStore();
    const before = await refreshRequests();

    const result = await store.dispatch(profileApi.endpoints.profile.initiate());

    expect(result.data?.user.email).toBe('verified@vets.example');
    expect(await refreshRequests()).toBe(before + 1);
    expect(await profileStatus(readToken())).toBe(200);
  });

  it('a 401 whose renewal is refused ends the session and clears both tokens', async () => {
    const { access } = await signIn();
    const refused = `${access.split('.')[0]}.${access.split('.')[1]}.not-the-signature`;
    await storeSession(refused, ownerOfTestToken(access)); // its vet known, as after a profile read
    storeRefreshToken('revoked');
    const store = makeStore();
    const ended: unknown[] = [];
    const stop = store.dispatch(
      addListener({
        actionCreator: sessionEnded,
        effect: ({ payload }) => void ended.push(payload),
      }),
    );

    const result = await store.dispatch(profileApi.endpoints.profile.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(readToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    await waitFor(() =>
      expect(ended).toEqual([{ userId: ownerOfTestToken(access), reason: 'unauthorized' }]),
    );
    stop();
  });

  it('renews ahead of expiry while the app is open, and ends the session when refused', async () => {
    const { access, refresh } = await signIn();
    const expired = expiredTokenFor(access);
    void storeToken(expired);
    storeRefreshToken(refresh);
    const refused = vi.fn();
    const stop = startQuietRefresh({ subscribe: () => () => undefined, onRefused: refused });
    await waitFor(() => expect(readToken()).not.toBe(expired));
    expect(await profileStatus(readToken())).toBe(200);
    stop();
    expect(refused).not.toHaveBeenCalled();

    void storeToken(expiredTokenFor(access));
    storeRefreshToken('revoked');
    const stopAgain = startQuietRefresh({ subscribe: () => () => undefined, onRefused: refused });
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    stopAgain();
  });

  it('waits for signal: nothing is asked while the device is offline', async () => {
    const { access, refresh } = await signIn();
    const expired = expiredTokenFor(access);
    void storeToken(expired);
    storeRefreshToken(refresh);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const asked = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const store = makeStore();
    const stop = startQuietRefresh({
      subscribe: () => () => undefined,
      onRefused: vi.fn(),
      hear: store.hear,
      fetchImpl: asked,
    });
    expect(asked).not.toHaveBeenCalled(); // the check has run (synchronously) and waits for signal
    expect(readToken()).toBe(expired);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    store.dispatch(connectionRestored()); // what the window's `online` becomes (pageEvents.ts)
    await waitFor(() => expect(readToken()).not.toBe(expired));
    expect(asked).toHaveBeenCalledTimes(1);
    stop();
  });
});
