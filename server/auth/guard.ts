// Reads the Bearer token and loads the calling user; gates portal routes to verified, enabled vets.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/rows.js';
import { HttpError, httpError } from '../errors.js';
import { verifyToken } from './tokens.js';

const NOT_PROVIDED = 'Authentication credentials were not provided.';
const INVALID = 'Token is invalid or expired.';

function unauthorized(message: string): HttpError {
  return new HttpError(401, { error: message }, { 'www-authenticate': 'Bearer realm="api"' });
}

/** The signed-in user, or a 401 when the token is missing, invalid, expired or orphaned. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const header = request.headers.authorization;
  if (!header || header.trim() === '') throw unauthorized(NOT_PROVIDED);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized(INVALID);
  const claims = await verifyToken(ctx.secret, match[1], 'access');
  if (!claims) throw unauthorized(INVALID);
  const user = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(claims.userId) as
    UserRow | undefined;
  if (!user) throw unauthorized(INVALID);
  return user;
}

/** A signed-in user whose account is not disabled (may still be unverified). */
export async function requireActiveUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<UserRow> {
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
): Promise<UserRow> {
  const user = await requireActiveUser(ctx, request);
  if (user.role !== 'vet') throw httpError(403, 'Only veterinarians can use this service.');
  if (!user.is_verified) throw httpError(403, 'Your account has not been verified yet.');
  return user;
}
