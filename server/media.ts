// Short-lived signed media URLs: only someone handed the URL in their own JSON can fetch the file,
// and only while the tokens (and the session) of the user it was signed for still hold.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionsOf } from './auth/sessions.js';
import type { Db } from './db/schema.js';
import type { UserRow } from './db/rows.js';

/** 'picture' may be cached by the owner's browser; 'document' (POPIA personal data) never. */
export type MediaKind = 'picture' | 'document';

/** A signed URL is valid for 30 to 60 minutes and stays the same within a half-hour window. */
export const MEDIA_URL_WINDOW_SECONDS = 30 * 60;

/**
 * The user a URL is signed for: the URL carries their id, token version and the session family
 * of the token that asked (null for a token from before rotation).
 */
export type MediaViewer = Pick<UserRow, 'id' | 'token_version'> & { session: string | null };

/** Signs the URLs of one viewer's answer. */
export interface MediaUrls {
  /** The signed URL of a stored file, or null. */
  url(name: string | null, kind: MediaKind): string | null;
}

/** What a valid signature grants: the kind of file, for the viewer at the token version signed. */
export interface MediaGrant {
  kind: MediaKind;
  userId: number;
  version: number;
  /** The session family signed for; '' when none. */
  session: string;
}

export interface MediaSigner {
  /** URLs that stop working when the viewer's tokens do (logout-everywhere, disabling). */
  forViewer(viewer: MediaViewer): MediaUrls;
  /** The grant, or null when the signature is wrong or expired. */
  verify(name: string, query: Record<string, unknown>, nowMs?: number): MediaGrant | null;
}

const KIND_CODES: Record<MediaKind, string> = { picture: 'p', document: 'd' };
const WHOLE_NUMBER = /^\d{1,12}$/;
const SESSION = /^[\w-]{1,64}$/;

export function createMediaSigner(secret: string, now: () => number = Date.now): MediaSigner {
  const key = createHmac('sha256', 'vet-portal media urls').update(secret).digest();
  const signature = (
    name: string,
    expires: number,
    kind: string,
    u: number,
    v: number,
    session: string,
  ): Buffer =>
    createHmac('sha256', key)
      .update(`${name}\n${expires}\n${kind}\n${u}\n${v}\n${session}`)
      .digest();
  return {
    forViewer(viewer) {
      return {
        url(name, kind) {
          if (!name) return null;
          const seconds = Math.floor(now() / 1000);
          const expires =
            (Math.floor(seconds / MEDIA_URL_WINDOW_SECONDS) + 2) * MEDIA_URL_WINDOW_SECONDS;
          const code = KIND_CODES[kind];
          const { id, token_version: version } = viewer;
          const session = viewer.session ?? '';
          const sig = signature(name, expires, code, id, version, session).toString('base64url');
          // The session last: clients that read the URL's start (exp, k, u, v, sig) still do.
          const s = session ? `&s=${session}` : '';
          return `/media/${name}?exp=${expires}&k=${code}&u=${id}&v=${version}&sig=${sig}${s}`;
        },
      };
    },
    verify(name, query, nowMs = now()) {
      const { exp, k, u, v, s = '', sig } = query;
      const numbers = [exp, u, v];
      if (!numbers.every((n): n is string => typeof n === 'string' && WHOLE_NUMBER.test(n))) {
        return null;
      }
      if (typeof s !== 'string' || (s !== '' && !SESSION.test(s))) return null;
      if (typeof k !== 'string' || typeof sig !== 'string') return null;
      if (Number(exp) * 1000 <= nowMs) return null;
      const kind = (Object.keys(KIND_CODES) as MediaKind[]).find((key) => KIND_CODES[key] === k);
      if (!kind) return null;
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(name, Number(exp), k, Number(u), Number(v), s);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { kind, userId: Number(u), version: Number(v), session: s };
    },
  };
}

/**
 * Whether the grant's viewer still has the token version it was signed for, is enabled, and the
 * session it was signed for is live (a replayed refresh token ended it, or it expired).
 */
export function viewerStillSignedIn(db: Db, grant: MediaGrant): boolean {
  const row = db
    .prepare('SELECT token_version, is_disabled FROM users WHERE id = ?')
    .get(grant.userId) as Pick<UserRow, 'token_version' | 'is_disabled'> | undefined;
  if (!row || row.token_version !== grant.version || row.is_disabled !== 0) return false;
  return grant.session === '' || sessionsOf(db).isLive(grant.session);
}
