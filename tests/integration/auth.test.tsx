// Login, sign-up and profile through RTK Query and the real screens, against the reference server.
import { authMsg } from '@/features/auth/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { authApi } from '@/features/auth/authApi';
import { startBackgroundWork } from '../support/backgroundWork';
import { setConfig } from '@/lib/api/config';
import { authErrorMessage } from '@/lib/api/errors';
import { profileApi } from '@/lib/portal/profile';
import { readToken, storeToken } from '@/lib/session/token';
import { renderApp } from '../support/render';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  setConfig({ apiBaseUrl: server.apiBaseUrl });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

describe('login, register and profile endpoints', () => {
  it('logs in by email and returns the tokens and role', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({
        username: 'verified@vets.example',
        password: 'Passw0rd!',
      }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data?.role).toBe('vet');
    expect(result.data?.access.split('.')).toHaveLength(3);
  });

  it("shows the server's message for a wrong password", async () => {
    const store = makeStore();
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({
        username: 'verified@vets.example',
        password: 'wrong-one',
      }),
    );
    expect(result.error).toBeDefined();
    expect(authErrorMessage(result.error, authMsg.loginFailed)).toBe(
      'Invalid username or password.',
    );
  });

  it('refuses a duplicate username with the server’s field message', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      authApi.endpoints.register.initiate({
        username: 'verified@vets.example',
        email: 'someone.else@vets.example',
        password: 'Passw0rd!',
        role: 'vet',
        terms_accepted: true,
      }),
    );
    expect(authErrorMessage(result.error, authMsg.registrationFailed)).toBe(
      'A user with that username already exists.',
    );
  });

  it('registers a new vet whose profile has no application yet', async () => {
    const store = makeStore();
    const registered = await store.dispatch(
      authApi.endpoints.register.initiate({
        username: 'fresh.vet',
        email: 'fresh.vet@vets.example',
        password: 'Passw0rd!',
        role: 'vet',
        terms_accepted: true,
      }),
    );
    expect(registered.data?.access).toBeTruthy();
    void storeToken(registered.data?.access ?? '');
    const profile = await store.dispatch(profileApi.endpoints.profile.initiate());
    expect(profile.data).toMatchObject({
      has_applied: false,
      is_verified: false,
      applications: [],
    });
    expect(profile.data?.user.email).toBe('fresh.vet@vets.example');
  });

  it('reads the token at each request and ends the session on a 401', async () => {
    const store = makeStore();
    const stop = startBackgroundWork(store);
    void storeToken('not-a-real-token');
    const failed = await store.dispatch(profileApi.endpoints.profile.initiate());
    expect(failed.error).toMatchObject({ status: 401 });
    expect(readToken()).toBeNull();
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));

    void storeToken(await server.tokenFor('verified@vets.example'));
    const ok = await store.dispatch(
      profileApi.endpoints.profile.initiate(undefined, { forceRefetch: true }),
    );
    expect(ok.data?.first_name).toBe('Thandi');
    stop();
  });
});

describe('the Log In and Create Account screens', () => {
  it('asks for both fields and sends nothing when one is empty', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp({ path: '/log-in', apiBaseUrl: server.apiBaseUrl });
    await user.type(await screen.findByLabelText('Username'), 'verified@vets.example');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Both fields are required.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('logs a vet in (username lower-cased) and opens the portal', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, router } = renderApp({ path: '/log-in', apiBaseUrl: server.apiBaseUrl });
    await user.type(await screen.findByLabelText('Username'), 'Verified@Vets.Example');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vet-profile'));
    const menu = await screen.findByRole('navigation', { name: 'Portal' });
    expect(within(menu).getByText('Highveld Animal Clinic')).toBeInTheDocument();
    expect(within(menu).getByText('Thandi Nkosi')).toBeInTheDocument();
    // The portal's loader asked for the profile once; the screens shared that read.
    const profileReads = fetchSpy.mock.calls.filter(([input]) =>
      (input instanceof Request ? input.url : input.toString()).endsWith('/api/profile'),
    );
    expect(profileReads).toHaveLength(1);
  });

  it('returns a deep link opened signed out to its panel after Log In', async () => {
    const { user, router } = renderApp({
      path: '/vet-profile?panel=ManageOrder',
      apiBaseUrl: server.apiBaseUrl,
    });
    await user.type(await screen.findByLabelText('Username'), 'verified@vets.example');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/vet-profile',
        search: '?panel=ManageOrder',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Manage Orders' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('checks the passwords match and the terms are accepted before sending', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp({ path: '/create-account', apiBaseUrl: server.apiBaseUrl });
    await user.type(await screen.findByLabelText('Username'), 'new.person');
    await user.type(screen.getByLabelText('Email'), 'new.person@vets.example');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.type(screen.getByLabelText('Confirm password'), 'Passw0rd?');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(
      await screen.findByText('You must accept the terms and conditions.'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs a new vet up and sends them to the application form', async () => {
    const { user, router } = renderApp({ path: '/create-account', apiBaseUrl: server.apiBaseUrl });
    await user.type(await screen.findByLabelText('Username'), 'Nomsa.Vet');
    await user.type(screen.getByLabelText('Email'), 'Nomsa.Vet@Vets.Example');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.type(screen.getByLabelText('Confirm password'), 'Passw0rd!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    const token = await server.tokenFor('nomsa.vet@vets.example');
    expect(token).toBeTruthy();
  });
});
