// Refresh-token rotation: each sign-in starts a session family whose one live refresh token is
// replaced on every use. A spent token coming back means it was copied: the family is ended, and
// its access tokens stop working too.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';
import type { RefreshClaims, SessionIds } from './tokens.js';
import { REFRESH_TOKEN_TTL_SECONDS } from '../config.js';

export type RotateOutcome =
  | { kind: 'rotated'; ids: SessionIds }
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
  rotate: (claims: RefreshClaims) => RotateOutcome;
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

  const rotate = db.transaction((claims: RefreshClaims): RotateOutcome => {
    // A token from before rotation has no family: its own id names one, spent from now on.
    const family = claims.family ?? claims.jti;
    let row = select.get(family) as SessionRow | undefined;
    if (!row && claims.family === null) {
      insert.run(family, claims.userId, claims.jti, nowSeconds() + REFRESH_TOKEN_TTL_SECONDS);
      row = { user_id: claims.userId, current_jti: claims.jti, revoked: 0 };
    }
    if (!row || row.revoked || row.user_id !== claims.userId) return { kind: 'ended' };
    if (row.current_jti !== claims.jti) {
      revoke.run(family);
      return { kind: 'reused' };
    }
    const jti = randomUUID();
    advance.run(jti, nowSeconds() + REFRESH_TOKEN_TTL_SECONDS, family);
    return { kind: 'rotated', ids: { family, jti } };
  });

  return {
    start,
    rotate: (claims) => rotate(claims),
    isLive: (family) => live.get(family, nowSeconds()) !== undefined,
  };
}
