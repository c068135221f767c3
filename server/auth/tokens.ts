// JWT access (12 h) and refresh (7 days) tokens, HS256, bound to the database, the user and (for
// refresh tokens) a session family. Signed and checked with a synchronous HMAC: microseconds on the
// main thread, never queued behind password hashing in libuv's thread pool (WebCrypto's would be).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { JWK } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../config.js';

export type TokenType = 'access' | 'refresh';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenClaims {
  userId: number;
  role: string;
  /** The database's instance id: a token from another (or a re-created) database never fits. */
  instance: string;
  /** The user's token_version when the token was issued. */
  version: number;
}

/** A verified refresh token's session: the family it belongs to and its own id. */
export interface RefreshClaims extends TokenClaims {
  jti: string;
  /** The sign-in it descends from (absent in tokens issued before rotation). */
  family: string | null;
}

/** The HS256 key as a JWK (the form the rest of the server passes around). */
export function signingKey(secret: string): JWK {
  return { kty: 'oct', k: Buffer.from(secret, 'utf8').toString('base64url') };
}

const keyBytes = new WeakMap<JWK, Buffer>();

function bytesOf(key: JWK): Buffer {
  let bytes = keyBytes.get(key);
  if (!bytes) {
    bytes = Buffer.from(key.k ?? '', 'base64url');
    keyBytes.set(key, bytes);
  }
  return bytes;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function mac(key: JWK, signingInput: string): Buffer {
  return createHmac('sha256', bytesOf(key)).update(signingInput).digest();
}

/** The family (and, for the refresh token, the id) a sign-in's tokens carry. */
export interface SessionIds {
  family: string;
  jti: string;
}

function sign(key: JWK, claims: TokenClaims, type: TokenType, session: SessionIds): string {
  const ttl = type === 'access' ? ACCESS_TOKEN_TTL_SECONDS : REFRESH_TOKEN_TTL_SECONDS;
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    role: claims.role,
    token_type: type,
    db: claims.instance,
    ver: claims.version,
    fam: session.family,
    sub: String(claims.userId),
    jti: type === 'refresh' ? session.jti : randomUUID(),
    iat: now,
    exp: now + ttl,
  };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${mac(key, input).toString('base64url')}`;
}

/** A new access token and refresh token of one session family (sessions.ts). */
export function issueTokens(key: JWK, claims: TokenClaims, session: SessionIds): TokenPair {
  return {
    access: sign(key, claims, 'access', session),
    refresh: sign(key, claims, 'refresh', session),
  };
}

/** The payload of a token whose HS256 signature holds and which has not expired, else null. */
function verifiedPayload(key: JWK, token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return null;
  const [header, body, signature] = parts as [string, string, string];
  // Compared as text: base64url has spare bits, so another text could decode to the same bytes.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(key, `${header}.${body}`).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as unknown;
    if (typeof head !== 'object' || head === null || (head as { alg?: unknown }).alg !== 'HS256') {
      return null;
    }
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const claims = payload as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
    return claims;
  } catch {
    return null;
  }
}

function claimsOf(
  payload: Record<string, unknown>,
  type: TokenType,
  instance: string,
): TokenClaims | null {
  if (payload.token_type !== type || typeof payload.sub !== 'string') return null;
  if (!/^\d{1,15}$/.test(payload.sub)) return null;
  if (payload.db !== instance) return null;
  const version = payload.ver;
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
  const role = typeof payload.role === 'string' ? payload.role : '';
  return { userId: Number(payload.sub), role, instance, version };
}

/** The session family a token names, or null (tokens from before rotation name none). */
function familyOf(payload: Record<string, unknown>): string | null {
  return typeof payload.fam === 'string' && payload.fam.length <= 64 ? payload.fam : null;
}

/** Verifies signature, expiry, token type and the database binding; the claims or null. */
export function verifyToken(
  key: JWK,
  token: string,
  type: TokenType,
  instance: string,
): (TokenClaims & { family: string | null }) | null {
  const payload = verifiedPayload(key, token);
  const claims = payload ? claimsOf(payload, type, instance) : null;
  return payload && claims ? { ...claims, family: familyOf(payload) } : null;
}

/** verifyToken for a refresh token, with its id and session family. */
export function verifyRefreshToken(
  key: JWK,
  token: string,
  instance: string,
): RefreshClaims | null {
  const payload = verifiedPayload(key, token);
  const claims = payload ? claimsOf(payload, 'refresh', instance) : null;
  if (!payload || !claims || typeof payload.jti !== 'string' || payload.jti.length > 64)
    return null;
  return { ...claims, jti: payload.jti, family: familyOf(payload) };
}
