// Reads the Bearer token and loads the calling user; gates portal routes to verified, enabled vets.
import { bearerToken } from '../../contract/jwt.js';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/rows.js';
import { HttpError, httpError } from '../errors.js';
import { sessionsOf } from './sessions.js';
import { verifyToken, type TokenType } from './tokens.js';

const NOT_PROVIDED = 'Authentication credentials were not provided.';
export const INVALID_TOKEN = 'Token is invalid or expired.';

/** A signed-in user and the session family their token belongs to (null: a token from before rotation). */
export type SignedInUser = UserRow & { session: string | null };

export function unauthorized(message: string): HttpError {
  return new HttpError(401, { error: message }, { 'www-authenticate': 'Bearer realm="api"' });
}

/**
 * The user a token belongs to, or null: the signature, expiry and type must hold, the token must
 * come from this database, the user's token_version must not have moved on since, and its
 * session family must not have been ended (a stolen refresh token was replayed).
 */
export function userForToken(ctx: AppContext, token: string, type: TokenType): SignedInUser | null {
  const claims = verifyToken(ctx.secret, token, type, ctx.instanceId);
  if (!claims) return null;
  const user = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(claims.userId) as
    UserRow | undefined;
  if (!user || user.token_version !== claims.version) return null;
  if (claims.family !== null && !sessionsOf(ctx.db).isLive(claims.family)) return null;
  return { ...user, session: claims.family };
}

function signedInUser(ctx: AppContext, request: FastifyRequest): SignedInUser {
  const header = request.headers.authorization;
  if (!header || header.trim() === '') throw unauthorized(NOT_PROVIDED);
  const token = bearerToken(header);
  if (!token) throw unauthorized(INVALID_TOKEN);
  const user = userForToken(ctx, token, 'access');
  if (!user) throw unauthorized(INVALID_TOKEN);
  return user;
}

/**
 * The signed-in user, or a 401 when the token is missing, invalid, expired or revoked. The check
 * itself is synchronous (an HMAC); the routes await its promise.
 */
export function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SignedInUser> {
  return new Promise((resolve) => resolve(signedInUser(ctx, request)));
}

/** A signed-in user whose account is not disabled (may still be unverified). */
export async function requireActiveUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SignedInUser> {
  const user = await requireUser(ctx, request);
  if (user.is_disabled) {
    throw httpError(403, 'Your account has been disabled. Please contact support for assistance.');
  }
  return user;
}

/** A verified, enabled vet: the only kind of user who may use orders and the wallet. */
export async function requireVerifiedVet(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SignedInUser> {
  const user = await requireActiveUser(ctx, request);
  if (user.role !== 'vet') throw httpError(403, 'Only veterinarians can use this service.');
  if (!user.is_verified) throw httpError(403, 'Your account has not been verified yet.');
  return user;
}

/** Claims for a user's new tokens: bound to this database and the user's current token version. */
export function claimsFor(ctx: AppContext, user: Pick<UserRow, 'id' | 'role' | 'token_version'>) {
  return {
    userId: user.id,
    role: user.role,
    instance: ctx.instanceId,
    version: user.token_version,
  };
}
