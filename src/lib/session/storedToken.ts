// The access token's place in local storage and its reading, with no other dependency.

export const TOKEN_KEY = 'authToken';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The vet last signed in on this phone, kept after the session ends (by a 401 or Log out) so the
 * Log In screen can tell them their reports still wait here. Replaced when another vet signs in.
 */
export const LAST_OWNER_KEY = 'lastOwner';

/** The vet last signed in here (the key from their profile), or null when none was. */
export function readLastOwner(): string | null {
  try {
    return localStorage.getItem(LAST_OWNER_KEY);
  } catch {
    return null;
  }
}
