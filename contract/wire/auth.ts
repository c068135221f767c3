// Log-in, registration and token refresh on the wire (djangorestframework-simplejwt's shapes): requests, answers and their decoders.
import * as v from 'valibot';
import { decoder, record } from './decode.js';
import { orElse, orNull, text, token } from './fields.js';

export const loginRequest = v.object({ username: v.string(), password: v.string() });
export type LoginRequest = v.InferOutput<typeof loginRequest>;

export const registerRequest = v.object({
  username: v.string(),
  email: v.string(),
  password: v.string(),
  role: v.literal('vet'),
  terms_accepted: v.boolean(),
});
export type RegisterRequest = v.InferOutput<typeof registerRequest>;

/** POST token/refresh/. */
export const tokenRefreshRequest = v.object({ refresh: v.string() });
export type TokenRefreshRequest = v.InferOutput<typeof tokenRefreshRequest>;

/** A refresh token where the type is a string: none is '' (the session then keeps none). */
const refreshOrNone = orElse(token, 'a token', '');

/** Log-in: the access token is required; no refresh token is '' and no role is '' (SimpleJWT sends none). */
export const loginResponse = record({ access: token, refresh: refreshOrNone, role: text });
export type LoginResponse = v.InferOutput<typeof loginResponse>;

/** Registration: the new vet's tokens (no refresh token is ''). */
export const registerResponse = record({ access: token, refresh: refreshOrNone });
export type RegisterResponse = v.InferOutput<typeof registerResponse>;

/** Token refresh: `{access}` alone, or with `refresh` when rotation is on. */
export const tokenRefreshResponse = record({ access: token, refresh: orNull(token, 'a token') });
export type TokenRefreshResponse = v.InferOutput<typeof tokenRefreshResponse>;

/** An answer that only says what was done (cancel an order, log out everywhere). */
export const messageResponse = record({ message: text });
export type MessageResponse = v.InferOutput<typeof messageResponse>;

export const decodeLogin = decoder(loginResponse, 'login');
export const decodeRegister = decoder(registerResponse, 'register');
export const decodeTokenRefresh = decoder(tokenRefreshResponse, 'tokenRefresh');
