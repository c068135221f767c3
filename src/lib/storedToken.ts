// The access token's place in local storage and its reading, with no other dependency (the early reads use it).

export const TOKEN_KEY = 'authToken';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
