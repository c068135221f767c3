// JWT access (12 h) and refresh (7 days) tokens, HS256 via jose, bound to the database and user.
import { SignJWT, jwtVerify, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
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

/**
 * The HS256 key as a JWK. jose decodes it into bytes itself, so signing also works when the
 * server runs inside a jsdom test, whose global Uint8Array differs from Node's (a Uint8Array
 * or KeyObject key would then fail jose's instanceof checks).
 */
export function signingKey(secret: string): JWK {
  return { kty: 'oct', k: Buffer.from(secret, 'utf8').toString('base64url') };
}

async function sign(key: JWK, claims: TokenClaims, type: TokenType): Promise<string> {
  const ttl = type === 'access' ? ACCESS_TOKEN_TTL_SECONDS : REFRESH_TOKEN_TTL_SECONDS;
  return new SignJWT({
    role: claims.role,
    token_type: type,
    db: claims.instance,
    ver: claims.version,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(key);
}

export async function issueTokens(key: JWK, claims: TokenClaims): Promise<TokenPair> {
  return {
    access: await sign(key, claims, 'access'),
    refresh: await sign(key, claims, 'refresh'),
  };
}

export async function issueAccessToken(key: JWK, claims: TokenClaims): Promise<string> {
  return sign(key, claims, 'access');
}

/** Verifies signature, expiry, token type and the database binding; the claims or null. */
export async function verifyToken(
  key: JWK,
  token: string,
  type: TokenType,
  instance: string,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (payload.token_type !== type || typeof payload.sub !== 'string') return null;
    if (!/^\d+$/.test(payload.sub)) return null;
    if (payload.db !== instance) return null;
    const version = payload.ver;
    if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
    const role = typeof payload.role === 'string' ? payload.role : '';
    return { userId: Number(payload.sub), role, instance, version };
  } catch {
    return null;
  }
}
