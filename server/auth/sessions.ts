// Refresh-token rotation: each sign-in starts a session family whose one live refresh token is
// replaced on every use. A spent token coming back means it was copied: the family is ended, and
// its access tokens stop working too; except within a short grace, when it is a retry whose answer
// was lost (or a twin request) and gets the same new pair again.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';
import type { RefreshClaims, SessionIds, TokenPair } from './tokens.js';
import { REFRESH_TOKEN_TTL_SECONDS } from '../config.js';

/** How long a spent refresh token still gets the pair its refresh was answered with. */
export const REFRESH_GRACE_MS = 5_000;
/** Answers kept for the grace at most (the oldest go first). */
const MAX_RECENT = 10_000;

export type RotateOutcome =
  | { kind: 'rotated'; ids: SessionIds }
  /** The token was spent within the grace: the pair its refresh was answered with. */
  | { kind: 'repeated'; pair: TokenPair }
  /** A spent token came back: the family has been ended. */
  | { kind: 'reused' }
  /** The family is unknown, expired or already ended. */
  | { kind: 'ended' };

interface SessionRow {
  user_id: number;
  current_jti: string;
  revoked: number;
}

export interface Sessions {
  start: (userId: number) => SessionIds;
  /** Rotates the family; `graceMs` (REFRESH_GRACE_MS unless given) lets a spent token repeat. */
  rotate: (claims: RefreshClaims, graceMs?: number) => RotateOutcome;
  /** Remembers the pair a rotation was answered with, for a retry of the token it spent. */
  answered: (family: string, spentJti: string, pair: TokenPair, graceMs?: number) => void;
  /** Whether an access token of this family may still be used. */
  isLive: (family: string) => boolean;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const byDatabase = new WeakMap<Db, Sessions>();

/** The database's sessions (their table comes from the schema's migrations). */
export function sessionsOf(db: Db): Sessions {
  let sessions = byDatabase.get(db);
  if (!sessions) {
    sessions = createSessions(db);
    byDatabase.set(db, sessions);
  }
  return sessions;
}

function createSessions(db: Db): Sessions {
  const insert = db.prepare(
    'INSERT INTO refresh_sessions (family, user_id, current_jti, expires_at) VALUES (?, ?, ?, ?)',
  );
  const select = db.prepare(
    'SELECT user_id, current_jti, revoked FROM refresh_sessions WHERE family = ?',
  );
  const advance = db.prepare(
    'UPDATE refresh_sessions SET current_jti = ?, expires_at = ? WHERE family = ?',
  );
  const revoke = db.prepare('UPDATE refresh_sessions SET revoked = 1 WHERE family = ?');
  const prune = db.prepare('DELETE FROM refresh_sessions WHERE expires_at < ?');
  const live = db.prepare(
    'SELECT 1 FROM refresh_sessions WHERE family = ? AND revoked = 0 AND expires_at >= ?',
  );

  const start = (userId: number): SessionIds => {
    const ids = { family: randomUUID(), jti: randomUUID() };
    prune.run(nowSeconds());
    insert.run(ids.family, userId, ids.jti, nowSeconds() + REFRESH_TOKEN_TTL_SECONDS);
    return ids;
  };

  /** The last answer per family: the token it spent, the pair sent, until when it may repeat. */
  const recent = new Map<string, { spentJti: string; pair: TokenPair; until: number }>();

  const rotate = db.transaction((claims: RefreshClaims, graceMs: number): RotateOutcome => {
    // A token from before rotation has no family: its own id names one, spent from now on.
    const family = claims.family ?? claims.jti;
    let row = select.get(family) as SessionRow | undefined;
    if (!row && claims.family === null) {
      insert.run(family, claims.userId, claims.jti, nowSeconds() + REFRESH_TOKEN_TTL_SECONDS);
      row = { user_id: claims.userId, current_jti: claims.jti, revoked: 0 };
    }
    if (!row || row.revoked || row.user_id !== claims.userId) return { kind: 'ended' };
    if (row.current_jti !== claims.jti) {
      const last = recent.get(family);
      if (last && last.spentJti === claims.jti && Date.now() < last.until && graceMs > 0) {
        return { kind: 'repeated', pair: last.pair };
      }
      recent.delete(family);
      revoke.run(family);
      return { kind: 'reused' };
    }
    const jti = randomUUID();
    advance.run(jti, nowSeconds() + REFRESH_TOKEN_TTL_SECONDS, family);
    return { kind: 'rotated', ids: { family, jti } };
  });

  return {
    start,
    rotate: (claims, graceMs = REFRESH_GRACE_MS) => rotate(claims, graceMs),
    answered(family, spentJti, pair, graceMs = REFRESH_GRACE_MS) {
      const now = Date.now();
      recent.delete(family);
      recent.set(family, { spentJti, pair, until: now + graceMs });
      for (const [key, entry] of recent) {
        if (recent.size <= MAX_RECENT && entry.until > now) break;
        recent.delete(key);
      }
    },
    isLive: (family) => live.get(family, nowSeconds()) !== undefined,
  };
}
