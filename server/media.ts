// Short-lived signed media URLs: only someone handed the URL in their own JSON can fetch the file.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** 'picture' may be cached by the owner's browser; 'document' (POPIA personal data) never. */
export type MediaKind = 'picture' | 'document';

/** A signed URL is valid for 30 to 60 minutes and stays the same within a half-hour window. */
export const MEDIA_URL_WINDOW_SECONDS = 30 * 60;

export interface MediaSigner {
  /** The signed URL of a stored file, or null. */
  url(name: string | null, kind: MediaKind): string | null;
  /** The kind the URL was signed for, or null when the signature is wrong or expired. */
  verify(name: string, query: Record<string, unknown>, nowMs?: number): MediaKind | null;
}

const KIND_CODES: Record<MediaKind, string> = { picture: 'p', document: 'd' };

export function createMediaSigner(secret: string, now: () => number = Date.now): MediaSigner {
  const key = createHmac('sha256', 'vet-portal media urls').update(secret).digest();
  const signature = (name: string, expires: number, kind: string): Buffer =>
    createHmac('sha256', key).update(`${name}\n${expires}\n${kind}`).digest();
  return {
    url(name, kind) {
      if (!name) return null;
      const seconds = Math.floor(now() / 1000);
      const expires =
        (Math.floor(seconds / MEDIA_URL_WINDOW_SECONDS) + 2) * MEDIA_URL_WINDOW_SECONDS;
      const code = KIND_CODES[kind];
      const sig = signature(name, expires, code).toString('base64url');
      return `/media/${name}?exp=${expires}&k=${code}&sig=${sig}`;
    },
    verify(name, query, nowMs = now()) {
      const { exp, k, sig } = query;
      if (typeof exp !== 'string' || typeof k !== 'string' || typeof sig !== 'string') return null;
      if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= nowMs) return null;
      const kind = (Object.keys(KIND_CODES) as MediaKind[]).find((key) => KIND_CODES[key] === k);
      if (!kind) return null;
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(name, Number(exp), k);
      return given.length === expected.length && timingSafeEqual(given, expected) ? kind : null;
    },
  };
}
