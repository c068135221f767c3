// Sign-in, sign-up, token refresh and logout-everywhere: POST /login/, /register/, /token/refresh/,
// /logout-everywhere/.
import { paths, route } from '../../contract/paths.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INVALID_TOKEN,
  claimsFor,
  requireUser,
  unauthorized,
  userForToken,
} from '../auth/guard.js';
import { passwordProblem } from '../auth/passwordRules.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords.js';
import { bumpTokenVersion } from '../auth/revoke.js';
import { issueAccessToken, issueTokens } from '../auth/tokens.js';
import { jsonObject, textField } from '../body.js';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/rows.js';
import { FieldErrorCollector, REQUIRED, httpError } from '../errors.js';
import { rateLimited, type RateLimits } from '../rateLimits.js';
import {
  isValidEmail,
  isValidUsername,
  maxLengthMessage,
  minLengthMessage,
  normalizeLoginPhone,
  notAChoice,
} from '../validation.js';

const TERMS_MESSAGE = 'You must accept the terms and conditions.';
export const USERNAME_IS_PHONE = 'A username may not be a phone number.';
export const USERNAME_IS_EMAIL = 'A user with that username already exists.';
export const EMAIL_IS_USERNAME = 'A user with that email already exists.';

/**
 * The account an identifier names. Registration keeps usernames, emails and phones from naming
 * two different accounts (a username is never another user's email and never a phone number),
 * so the order only matters for one account: username, then email, then phone.
 */
export function findLoginUser(ctx: AppContext, identifier: string): UserRow | undefined {
  const lowered = identifier.trim().toLowerCase();
  const byUsername = ctx.db.prepare('SELECT * FROM users WHERE username = ?').get(lowered);
  if (byUsername) return byUsername as UserRow;
  const byEmail = ctx.db.prepare('SELECT * FROM users WHERE lower(email) = ?').get(lowered);
  if (byEmail) return byEmail as UserRow;
  const phone = normalizeLoginPhone(identifier);
  if (!phone) return undefined;
  return ctx.db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as UserRow | undefined;
}

/** The username a login or register body names, for the per-username rate limit. */
function bodyUsername(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '';
  const value = (body as Record<string, unknown>).username;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 200) : '';
}

/** The (unverified) subject of a refresh token, for the per-user refresh limit. */
function refreshSubject(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const token = (body as Record<string, unknown>).refresh;
  if (typeof token !== 'string') return '';
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub.slice(0, 20) : '';
  } catch {
    return '';
  }
}

function validateRegistration(
  ctx: AppContext,
  fields: { username: string; email: string; password: string; role: string; terms: unknown },
): FieldErrorCollector {
  const { username, email, password, role, terms } = fields;
  const errors = new FieldErrorCollector();
  if (!username) errors.add('username', REQUIRED);
  else if (username.length < 3) errors.add('username', minLengthMessage(3));
  else if (username.length > 150) errors.add('username', maxLengthMessage(150));
  else if (!isValidUsername(username)) {
    errors.add(
      'username',
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    );
  } else if (normalizeLoginPhone(username) !== null) errors.add('username', USERNAME_IS_PHONE);
  if (!email) errors.add('email', REQUIRED);
  else if (!isValidEmail(email)) errors.add('email', 'Enter a valid email address.');
  if (!password) errors.add('password', REQUIRED);
  else {
    const problem = passwordProblem(password);
    if (problem) errors.add('password', problem);
  }
  if (!role) errors.add('role', REQUIRED);
  else if (role !== 'vet') errors.add('role', notAChoice(role));
  if (terms !== true && terms !== 'true') errors.add('terms_accepted', TERMS_MESSAGE);

  if (!errors.has('username')) {
    // Neither another user's username nor another user's email (that would shadow their login).
    const taken = ctx.db
      .prepare('SELECT 1 FROM users WHERE username = ? OR lower(email) = ?')
      .get(username, username);
    if (taken) errors.add('username', USERNAME_IS_EMAIL);
  }
  if (!errors.has('email')) {
    const taken = ctx.db
      .prepare('SELECT 1 FROM users WHERE lower(email) = ? OR username = ?')
      .get(email, email);
    if (taken) errors.add('email', EMAIL_IS_USERNAME);
  }
  return errors;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limits: RateLimits,
): void {
  const loginLimit = rateLimited(app, 'login', limits.login, bodyUsername);
  const registerLimit = rateLimited(app, 'register', limits.register, bodyUsername);
  const refreshLimit = rateLimited(app, 'refresh', limits.refresh, refreshSubject);

  app.post(route(paths.login), { preHandler: loginLimit }, async (request, reply) => {
    const body = jsonObject(request);
    const username = textField(body, 'username');
    const password = textField(body, 'password');
    const errors = new FieldErrorCollector();
    if (!username?.trim()) errors.add('username', REQUIRED);
    if (!password) errors.add('password', REQUIRED);
    errors.throwIfAny();
    const user = findLoginUser(ctx, username ?? '');
    const valid = user
      ? await verifyPassword(password ?? '', user.password_hash)
      : (await burnPasswordCheck(password ?? ''), false);
    if (!user || !valid) throw httpError(401, 'Invalid username or password.');
    const tokens = await issueTokens(ctx.secret, claimsFor(ctx, user));
    return reply.code(200).send({ ...tokens, role: user.role });
  });

  app.post(route(paths.register), { preHandler: registerLimit }, async (request, reply) => {
    const body = jsonObject(request);
    const username = (textField(body, 'username') ?? '').trim().toLowerCase();
    const email = (textField(body, 'email') ?? '').trim().toLowerCase();
    const password = textField(body, 'password') ?? '';
    const role = (textField(body, 'role') ?? '').trim().toLowerCase();
    const errors = validateRegistration(ctx, {
      username,
      email,
      password,
      role,
      terms: body.terms_accepted,
    });
    errors.throwIfAny();

    const passwordHash = await hashPassword(password);
    const insert = ctx.db.transaction((): number => {
      // Checked again inside the transaction: a concurrent sign-up may have taken a name.
      validateRegistration(ctx, { username, email, password, role, terms: true }).throwIfAny();
      const result = ctx.db
        .prepare(
          `INSERT INTO users (username, email, password_hash, role, created_at)
           VALUES (?, ?, ?, 'vet', ?)`,
        )
        .run(username, email, passwordHash, new Date().toISOString());
      return Number(result.lastInsertRowid);
    });
    const userId = insert();
    const tokens = await issueTokens(
      ctx.secret,
      claimsFor(ctx, { id: userId, role: 'vet', token_version: 0 }),
    );
    return reply.code(201).send(tokens);
  });

  app.post(route(paths.tokenRefresh), { preHandler: refreshLimit }, async (request, reply) => {
    const refresh = textField(jsonObject(request), 'refresh');
    if (!refresh) {
      const errors = new FieldErrorCollector();
      errors.add('refresh', REQUIRED);
      errors.throwIfAny();
    }
    const user = await userForToken(ctx, refresh ?? '', 'refresh');
    if (!user) throw unauthorized(INVALID_TOKEN);
    const access = await issueAccessToken(ctx.secret, claimsFor(ctx, user));
    return reply.code(200).send({ access });
  });

  /** Signs the caller out on every device: all their access and refresh tokens stop working. */
  app.post(route(paths.logoutEverywhere), async (request, reply) => {
    const user = await requireUser(ctx, request);
    bumpTokenVersion(ctx.db, user.id);
    return reply.code(200).send({ message: 'Signed out on every device.' });
  });
}
