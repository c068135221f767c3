// Reads the token answers of log-in, registration and token refresh (djangorestframework-simplejwt's shapes).
import type { LoginResponse, RegisterResponse } from '../types/auth.js';
import { fail, fieldsOf, orElse, orNull, text, type Decoder } from './fields.js';

/** POST token/refresh/: a new access token, and a new refresh token when the server rotates them. */
export interface TokenRefreshResponse {
  access: string;
  refresh: string | null;
}

/** A JWT: non-empty text; a number or anything else is not a token. */
const token: Decoder<string> = (value, field) =>
  typeof value === 'string' && value !== '' ? value : fail(field, 'a token', value);

/** A refresh token where the type is a string: none is '' (the session then keeps none). */
const refreshOrNone = orElse(token, () => '');

/** Log-in: the access token is required; no refresh token is '' and no role is '' (SimpleJWT sends none). */
export function decodeLogin(body: unknown): LoginResponse {
  const read = fieldsOf(body, 'login');
  return {
    access: read('access', token),
    refresh: read('refresh', refreshOrNone),
    role: read('role', text),
  };
}

/** Registration: the new vet's tokens (no refresh token is ''). */
export function decodeRegister(body: unknown): RegisterResponse {
  const read = fieldsOf(body, 'register');
  return { access: read('access', token), refresh: read('refresh', refreshOrNone) };
}

/** Token refresh: `{access}` alone, or with `refresh` when rotation is on. */
export function decodeTokenRefresh(body: unknown): TokenRefreshResponse {
  const read = fieldsOf(body, 'tokenRefresh');
  return { access: read('access', token), refresh: read('refresh', orNull(token)) };
}
