// Sign-in, sign-up, token refresh and logout-everywhere: POST /login/, /register/, /token/refresh/,
// /logout-everywhere/.
import { sharedMsg } from '../../contract/messages.js';
import { paths, route } from '../../contract/paths.js';
import type { FastifyInstance } from 'fastify';
import { INVALID_TOKEN, claimsFor, requireUser, unauthorized } from '../auth/guard.js';
import { createDeviceCookies } from '../auth/deviceCookie.js';
import { PoolBusyError, createHashPool, type HashPoolOptions } from '../auth/hashPool.js';
import { createLoginThrottle } from '../auth/loginThrottle.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords.js';
import { validateRegistration } from '../auth/registration.js';
import { bumpTokenVersion } from '../auth/revoke.js';
import { REFRESH_GRACE_MS, sessionsOf } from '../auth/sessions.js';
import { issueTokens, verifyRefreshToken } from '../auth/tokens.js';
import { jsonObject, textField, type WireBody } from '../body.js';
import { TINY_BODY_LIMIT } from '../bodyGate.js';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/rows.js';
import { FieldErrorCollector, HttpError, REQUIRED, httpError } from '../errors.js';
import {
  DEFAULT_RATE_LIMITS,
  ipLimited,
  keyedLimiter,
  tooMany,
  type RateLimits,
} from '../rateLimits.js';
import { normalizeEmail, normalizeLoginPhone } from '../validation.js';
import type { TokenRefreshResponse } from '../../contract/wire/auth.js';
import type {
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  TokenRefreshRequest,
} from '../../contract/wire/auth.js';

/** A sign-in or refresh body: a name of up to 254 characters and a password of 128, or a token. */
export const SIGN_IN_BODY_LIMIT = 1024;
/** A sign-up body: a username, an email, a password, a role and the terms. */
export const SIGN_UP_BODY_LIMIT = 2 * 1024;

export function busyMessage(seconds: number): string {
  return `The server is busy checking passwords. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * The account an identifier names. Registration keeps usernames, emails and phones from naming
 * two different accounts (a username is never another user's email and never a phone number),
 * so the order only matters for one account: username, then email, then phone.
 */
export function findLoginUser(ctx: AppContext, identifier: string): UserRow | undefined {
  const lowered = normalizeEmail(identifier);
  const byUsername = ctx.db.prepare('SELECT * FROM users WHERE username = ?').get(lowered);
  if (byUsername) return byUsername as UserRow;
  const byEmail = ctx.db.prepare('SELECT * FROM users WHERE lower(email) = ?').get(lowered);
  if (byEmail) return byEmail as UserRow;
  const phone = normalizeLoginPhone(identifier);
  if (!phone) return undefined;
  return ctx.db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as UserRow | undefined;
}

/** The username a register body names, for the per-username rate limit. */
function bodyUsername(request: { body: unknown }): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '';
  const value = (body as WireBody<RegisterRequest>).username;
  return typeof value === 'string' ? normalizeEmail(value).slice(0, 200) : '';
}

/** Runs a password check; a full hashing pool becomes a quick 503 with Retry-After. */
async function checked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PoolBusyError)) throw error;
    const seconds = error.retryAfterSeconds;
    throw new HttpError(503, { error: busyMessage(seconds) }, { 'retry-after': String(seconds) });
  }
}

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limits: RateLimits,
  hashing: HashPoolOptions = {},
  refreshGraceMs: number = REFRESH_GRACE_MS,
): void {
  const pool = createHashPool(hashing);
  app.addHook('onClose', async () => pool.close());
  const sessions = sessionsOf(ctx.db);
  const login = { ...DEFAULT_RATE_LIMITS.login, ...limits.login };
  const throttle = createLoginThrottle({
    freeFailures: login.perUsername,
    perAddressAndAccount: limits.login.perAddressAndAccount ?? login.perUsername,
    windowMs: login.windowMs,
    baseDelayMs: login.baseDelayMs ?? login.windowMs,
    maxDelayMs: login.maxDelayMs ?? login.windowMs,
  });
  const devices = createDeviceCookies(
    Buffer.from(ctx.secret.k ?? '', 'base64url'),
    `${app.prefix}${route(paths.login)}`.replace(/\/$/, ''),
  );
  // Per address in onRequest: a flood from one address is refused before its body is read.
  const loginIpLimit = ipLimited(app, 'login', limits.login);
  const registerIpLimit = ipLimited(app, 'register', limits.register);
  const registerNameLimit = keyedLimiter(
    app,
    'register:user',
    limits.register.perUsername,
    limits.register.windowMs,
  );
  const refreshIpLimit = ipLimited(app, 'refresh', limits.refresh);
  const refreshByUser = keyedLimiter(
    app,
    'refresh:user',
    limits.refresh.perUsername,
    limits.refresh.windowMs,
  );

  app.post(
    route(paths.login),
    { onRequest: loginIpLimit, bodyLimit: SIGN_IN_BODY_LIMIT },
    async (request, reply) => {
      const body: WireBody<LoginRequest> = jsonObject(request);
      const username = textField(body, 'username') ?? '';
      const password = textField(body, 'password') ?? '';
      const errors = new FieldErrorCollector();
      if (!username.trim()) errors.add('username', REQUIRED);
      if (!password) errors.add('password', REQUIRED);
      errors.throwIfAny();
      const user = findLoginUser(ctx, username);
      if (!user) {
        await checked(() => burnPasswordCheck(password, pool.scrypt));
        throw httpError(401, sharedMsg.invalidCredentials);
      }
      // Counted on the account itself, whichever spelling named it; a known device keeps its own count.
      const device = devices.deviceOf(request, user.id);
      const address = `ip:${request.ip}`;
      const source = device ? `device:${device}` : address;
      const wait = throttle.waitSeconds(user.id, source, device !== null);
      if (wait > 0) throw tooMany(wait);
      if (!(await checked(() => verifyPassword(password, user.password_hash, pool.scrypt)))) {
        throttle.failed(user.id, source);
        throw httpError(401, sharedMsg.invalidCredentials);
      }
      throttle.succeeded(user.id, address);
      if (device) throttle.succeeded(user.id, source);
      devices.remember(request, reply, user.id, device);
      const tokens = issueTokens(ctx.secret, claimsFor(ctx, user), sessions.start(user.id));
      return reply.code(200).send({ ...tokens, role: user.role } satisfies LoginResponse);
    },
  );

  app.post(
    route(paths.register),
    { onRequest: registerIpLimit, bodyLimit: SIGN_UP_BODY_LIMIT },
    async (request, reply) => {
      const byName = await registerNameLimit(request, bodyUsername(request));
      if (byName > 0) throw tooMany(byName);
      const body: WireBody<RegisterRequest> = jsonObject(request);
      const fields = {
        username: normalizeEmail(textField(body, 'username') ?? ''),
        email: normalizeEmail(textField(body, 'email') ?? ''),
        password: textField(body, 'password') ?? '',
        role: (textField(body, 'role') ?? '').trim().toLowerCase(),
        terms: body.terms_accepted,
      };
      validateRegistration(ctx, fields).throwIfAny();

      const passwordHash = await checked(() => hashPassword(fields.password, pool.scrypt));
      const insert = ctx.db.transaction((): number => {
        // Checked again inside the transaction: a concurrent sign-up may have taken a name.
        validateRegistration(ctx, { ...fields, terms: true }).throwIfAny();
        const result = ctx.db
          .prepare(
            `INSERT INTO users (username, email, password_hash, role, created_at)
           VALUES (?, ?, ?, 'vet', ?)`,
          )
          .run(fields.username, fields.email, passwordHash, new Date().toISOString());
        return Number(result.lastInsertRowid);
      });
      const userId = insert();
      const tokens = issueTokens(
        ctx.secret,
        claimsFor(ctx, { id: userId, role: 'vet', token_version: 0 }),
        sessions.start(userId),
      );
      return reply.code(201).send(tokens satisfies RegisterResponse);
    },
  );

  /**
   * A new access token and, rotated, a new refresh token; the one sent is spent. Within the grace
   * a spent token gets the same pair again (a retry whose answer was lost, or a twin request).
   */
  app.post(
    route(paths.tokenRefresh),
    { onRequest: refreshIpLimit, bodyLimit: SIGN_IN_BODY_LIMIT },
    async (request, reply) => {
      const body: WireBody<TokenRefreshRequest> = jsonObject(request);
      const refresh = textField(body, 'refresh');
      if (!refresh) {
        const errors = new FieldErrorCollector();
        errors.add('refresh', REQUIRED);
        errors.throwIfAny();
      }
      const claims = verifyRefreshToken(ctx.secret, refresh ?? '', ctx.instanceId);
      if (!claims) throw unauthorized(INVALID_TOKEN);
      // Only a token this server signed counts against its user (a forged `sub` cannot lock them out).
      const wait = await refreshByUser(request, String(claims.userId));
      if (wait > 0) throw tooMany(wait);
      const user = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(claims.userId) as
        UserRow | undefined;
      if (!user || user.token_version !== claims.version) throw unauthorized(INVALID_TOKEN);
      const outcome = sessions.rotate(claims, refreshGraceMs);
      if (outcome.kind === 'repeated') {
        return reply.code(200).send(outcome.pair satisfies TokenRefreshResponse);
      }
      if (outcome.kind !== 'rotated') throw unauthorized(INVALID_TOKEN);
      const tokens = issueTokens(ctx.secret, claimsFor(ctx, user), outcome.ids);
      sessions.answered(outcome.ids.family, claims.jti, tokens, refreshGraceMs);
      return reply.code(200).send(tokens satisfies TokenRefreshResponse);
    },
  );

  /** Signs the caller out on every device: all their access and refresh tokens stop working. */
  app.post(
    route(paths.logoutEverywhere),
    // The token is checked before any body is read; the route needs none.
    {
      onRequest: async (request) => {
        await requireUser(ctx, request);
      },
      bodyLimit: TINY_BODY_LIMIT,
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      bumpTokenVersion(ctx.db, user.id);
      return reply
        .code(200)
        .send({ message: 'Signed out on every device.' } satisfies MessageResponse);
    },
  );
}
