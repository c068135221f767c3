// The known-device cookie: set on a good sign-in, it lets that browser sign in to the same account
// while the account is being slowed down by someone else's guesses. Signed, HttpOnly, login path only.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'vp_device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceCookies {
  /** The device id the request's cookie names for this user, or null (none, forged, another user). */
  deviceOf: (request: FastifyRequest, userId: number) => string | null;
  /** Sets (or renews) the cookie for this user on the reply; returns the device id. */
  remember: (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    device: string | null,
  ) => void;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

export function createDeviceCookies(secret: Buffer, cookiePath: string): DeviceCookies {
  const sign = (text: string) =>
    createHmac('sha256', secret).update(`device|${text}`).digest('base64url');
  return {
    deviceOf(request, userId) {
      const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
      const match = value ? /^(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/.exec(value) : null;
      if (!match || Number(match[1]) !== userId) return null;
      // The signature's text itself is compared: base64url text has spare bits that decode alike.
      const given = Buffer.from(match[3] ?? '');
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? (match[2] ?? null)
        : null;
    },
    remember(request, reply, userId, device) {
      const id = device ?? randomBytes(16).toString('base64url');
      const body = `${userId}.${id}`;
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${body}.${sign(body)}; Path=${cookiePath}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
    },
  };
}
