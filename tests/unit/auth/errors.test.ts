// Error texts for failed login and sign-up, in the order of spec section 8, and server-error-first texts.
import { accountMsg } from '@/features/account/messages';
import { ordersMsg } from '@/features/orders/messages';
import { authMsg } from '@/features/auth/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authErrorMessage, clientErrorOr, describeError, serverErrorOr } from '@/lib/api/errors';
import { msg } from '@/lib/text/messages';

const http = (status: number, data: unknown) => ({ status, data });

describe('authErrorMessage', () => {
  it('prefers the error field', () => {
    const body = { error: 'Invalid username or password.', non_field_errors: ['other'] };
    expect(authErrorMessage(http(401, body), authMsg.loginFailed)).toBe(
      'Invalid username or password.',
    );
  });

  it('then the first of non_field_errors, username, password, email in that order', () => {
    expect(
      authErrorMessage(http(400, { non_field_errors: ['A', 'B'], username: ['U'] }), 'x'),
    ).toBe('A');
    expect(authErrorMessage(http(400, { password: ['P'], username: ['U'] }), 'x')).toBe('U');
    expect(authErrorMessage(http(400, { email: ['E'], password: ['P'] }), 'x')).toBe('P');
    expect(authErrorMessage(http(400, { email: ['E'] }), 'x')).toBe('E');
  });

  it("then, for a refusal, DRF's detail (SimpleJWT's wrong password, a throttle)", () => {
    const wrong = { detail: 'No active account found with the given credentials' };
    expect(authErrorMessage(http(401, wrong), authMsg.loginFailed)).toBe(wrong.detail);
    const throttled = { detail: 'Request was throttled. Expected available in 42 seconds.' };
    expect(authErrorMessage(http(429, throttled), authMsg.loginFailed)).toBe(throttled.detail);
    expect(authErrorMessage(http(400, { detail: 'D', email: ['E'] }), 'x')).toBe('E');
  });

  it('falls back to the default text when the body says nothing it knows', () => {
    expect(authErrorMessage(http(500, { detail: 'boom' }), authMsg.loginFailed)).toBe(
      'Error during login',
    );
    expect(authErrorMessage(http(400, {}), authMsg.registrationFailed)).toBe(
      'Error during registration',
    );
    expect(
      authErrorMessage(
        { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' },
        authMsg.loginFailed,
      ),
    ).toBe('Error during login');
  });

  it('says no response was received when the request never got an answer', () => {
    expect(
      authErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'x'),
    ).toBe('No response received from the server.');
    expect(authErrorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' }, 'x')).toBe(
      msg.noResponse,
    );
  });

  it("otherwise uses the error's own message", () => {
    expect(authErrorMessage({ name: 'Error', message: 'Aborted' }, 'x')).toBe('Aborted');
  });
});

describe('serverErrorOr and describeError', () => {
  it("shows the server's error field first, else the fallback", () => {
    expect(
      serverErrorOr(http(400, { error: 'Order not found.' }), ordersMsg.appointmentFailed),
    ).toBe('Order not found.');
    expect(serverErrorOr(http(500, {}), ordersMsg.appointmentFailed)).toBe(
      'Failed to set appointment.',
    );
  });

  it('describes errors for "Error: {message}" displays', () => {
    expect(describeError(http(404, { error: 'Not here' }))).toBe('Not here');
    expect(describeError(http(503, null))).toBe('The server answered 503.');
  });
});

describe('no answer, in the one vocabulary of banner, outbox and lists', () => {
  const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
  afterEach(() => vi.unstubAllGlobals());

  it('is "You are offline" without signal on the device', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(serverErrorOr(noAnswer, ordersMsg.appointmentFailed)).toBe(msg.needsConnection);
    expect(msg.needsConnection).toMatch(/^You are offline\./);
  });

  it('is "The marketplace server is not answering" while the device is online', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(serverErrorOr(noAnswer, ordersMsg.appointmentFailed)).toMatch(
      /^The marketplace server is not answering\./,
    );
    expect(clientErrorOr(noAnswer, accountMsg.profileFailed)).toBe(msg.serverNotAnswering);
  });
});
