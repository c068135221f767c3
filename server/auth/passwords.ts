// Password hashing with scrypt (random salt) and constant-time verification. The server's requests
// pass the worker pool's scrypt (hashPool.ts); seeding and the admin tool use node's own.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { Kdf } from './hashPool.js';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

/** node:crypto's scrypt (libuv's thread pool): for seeding and the admin tool, not for requests. */
const nodeScrypt: Kdf = (password, salt, keylen, options) =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, keylen, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });

/** Returns "scrypt$N$r$p$salt$hash" with base64 salt and hash. */
export async function hashPassword(password: string, kdf: Kdf = nodeScrypt): Promise<string> {
  const salt = randomBytes(16);
  const key = await kdf(password, salt, KEY_LENGTH, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Checks a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string,
  kdf: Kdf = nodeScrypt,
): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText ?? '', 'base64');
  if (expected.length === 0) return false;
  const key = await kdf(password, Buffer.from(saltText ?? '', 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so unknown usernames cannot be told apart by timing. */
export async function burnPasswordCheck(password: string, kdf: Kdf = nodeScrypt): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash, kdf);
}
