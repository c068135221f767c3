// Sign-in, sign-up and token refresh: POST /login/, /register/ and /token/refresh/.
import type { FastifyInstance } from 'fastify';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords.js';
import { issueAccessToken, issueTokens, verifyToken } from '../auth/tokens.js';
import { jsonObject, textField } from '../body.js';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/rows.js';
import { FieldErrorCollector, REQUIRED, httpError } from '../errors.js';
import {
  isValidEmail,
  isValidUsername,
  maxLengthMessage,
  minLengthMessage,
  normalizeLoginPhone,
  notAChoice,
} from '../validation.js';

const TERMS_MESSAGE = 'You must accept the terms and conditions.';

function findLoginUser(ctx: AppContext, identifier: string): UserRow | undefined {
  const lowered = identifier.trim().toLowerCase();
  const phone = normalizeLoginPhone(identifier);
  return ctx.db
    .prepare(
      `SELECT * FROM users WHERE username = ? OR lower(email) = ? OR (? IS NOT NULL AND phone = ?)
       ORDER BY (username = ?) DESC, (lower(email) = ?) DESC LIMIT 1`,
    )
    .get(lowered, lowered, phone, phone, lowered, lowered) as UserRow | undefined;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/login/', async (request, reply) => {
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
    const tokens = await issueTokens(ctx.secret, { userId: user.id, role: user.role });
    return reply.code(200).send({ ...tokens, role: user.role });
  });

  app.post('/register/', async (request, reply) => {
    const body = jsonObject(request);
    const username = (textField(body, 'username') ?? '').trim().toLowerCase();
    const email = (textField(body, 'email') ?? '').trim().toLowerCase();
    const password = textField(body, 'password') ?? '';
    const role = (textField(body, 'role') ?? '').trim().toLowerCase();
    const terms = body.terms_accepted;
    const errors = new FieldErrorCollector();

    if (!username) errors.add('username', REQUIRED);
    else if (username.length < 3) errors.add('username', minLengthMessage(3));
    else if (username.length > 150) errors.add('username', maxLengthMessage(150));
    else if (!isValidUsername(username)) {
      errors.add(
        'username',
        'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
      );
    }
    if (!email) errors.add('email', REQUIRED);
    else if (!isValidEmail(email)) errors.add('email', 'Enter a valid email address.');
    if (!password) errors.add('password', REQUIRED);
    else if (password.length < 8) {
      errors.add('password', 'This password is too short. It must contain at least 8 characters.');
    } else if (password.length > 128) errors.add('password', maxLengthMessage(128));
    if (!role) errors.add('role', REQUIRED);
    else if (role !== 'vet') errors.add('role', notAChoice(role));
    if (terms !== true && terms !== 'true') errors.add('terms_accepted', TERMS_MESSAGE);

    if (!errors.has('username')) {
      const taken = ctx.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username);
      if (taken) errors.add('username', 'A user with that username already exists.');
    }
    if (!errors.has('email')) {
      const taken = ctx.db.prepare('SELECT 1 FROM users WHERE lower(email) = ?').get(email);
      if (taken) errors.add('email', 'A user with that email already exists.');
    }
    errors.throwIfAny();

    const passwordHash = await hashPassword(password);
    let userId: number;
    try {
      const result = ctx.db
        .prepare(
          `INSERT INTO users (username, email, password_hash, role, created_at)
           VALUES (?, ?, ?, 'vet', ?)`,
        )
        .run(username, email, passwordHash, new Date().toISOString());
      userId = Number(result.lastInsertRowid);
    } catch (error) {
      // A concurrent sign-up took the name between the check and the insert.
      if (error instanceof Error && /UNIQUE/.test(error.message)) {
        const field = /email/.test(error.message) ? 'email' : 'username';
        errors.add(field, `A user with that ${field} already exists.`);
        errors.throwIfAny();
      }
      throw error;
    }
    const tokens = await issueTokens(ctx.secret, { userId, role: 'vet' });
    return reply.code(201).send(tokens);
  });

  app.post('/token/refresh/', async (request, reply) => {
    const refresh = textField(jsonObject(request), 'refresh');
    if (!refresh) {
      const errors = new FieldErrorCollector();
      errors.add('refresh', REQUIRED);
      errors.throwIfAny();
    }
    const claims = await verifyToken(ctx.secret, refresh ?? '', 'refresh');
    const user = claims
      ? (ctx.db.prepare('SELECT id, role FROM users WHERE id = ?').get(claims.userId) as
          Pick<UserRow, 'id' | 'role'> | undefined)
      : undefined;
    if (!user) throw httpError(401, 'Token is invalid or expired.');
    const access = await issueAccessToken(ctx.secret, { userId: user.id, role: user.role });
    return reply.code(200).send({ access });
  });
}
