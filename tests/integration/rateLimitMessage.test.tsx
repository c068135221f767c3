// A 429 from the server (too many sign-in or sign-up attempts) shows the server's own message.
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '@/lib/api/config';
import { renderApp } from '../support/render';
import { TEST_RATE_LIMITS, startReferenceServer, type ReferenceServer } from '../support/server';

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({
    build: {
      rateLimits: {
        ...TEST_RATE_LIMITS,
        login: { perIp: 100, perUsername: 2, windowMs: 60_000 },
        register: { perIp: 1, perUsername: 100, windowMs: 60_000 },
      },
    },
  });
  setConfig({ apiBaseUrl: server.apiBaseUrl });
});
afterAll(() => server.close());

describe('rate-limited sign-in and sign-up', () => {
  it('Log In shows the server’s 429 message once the username has had too many tries', async () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await fetch(`${server.apiBaseUrl}login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'second@vets.example', password: 'guess' }),
      });
      expect(response.status).toBe(401);
    }
    const { user } = renderApp({ path: '/log-in', apiBaseUrl: server.apiBaseUrl });
    await user.type(await screen.findByLabelText('Username'), 'second@vets.example');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
  });

  it('Create Account shows the server’s 429 message', async () => {
    const register = (username: string) =>
      fetch(`${server.apiBaseUrl}register/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, email: username, password: 'x', role: 'vet' }),
      });
    expect((await register('first.try@vets.example')).status).toBe(400); // uses the one try
    const { user } = renderApp({ path: '/create-account', apiBaseUrl: server.apiBaseUrl });
    await user.type(await screen.findByLabelText('Username'), 'late.comer');
    await user.type(screen.getByLabelText('Email'), 'late.comer@vets.example');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.type(screen.getByLabelText('Confirm password'), 'Passw0rd!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
  });
});
