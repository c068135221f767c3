// Revokes a user's tokens by moving their token_version on (disable, password change, logout-everywhere).
import type { Db } from '../db/schema.js';

/** Every access and refresh token issued to the user so far stops working. */
export function bumpTokenVersion(db: Db, userId: number): void {
  db.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?').run(userId);
}
