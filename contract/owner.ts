// Whose data this is: the per-vet key (outbox, drafts, saved answers) taken from the profile, never from the token.

/** A token together with the vet it belongs to: what sends a report or keeps an answer for a vet. */
export interface Session {
  token: string;
  ownerId: string;
}

/** The parts of a profile answer that can name its vet, as each backend may send them. */
interface ProfileIdentity {
  id?: unknown;
  user?: { id?: unknown; email?: unknown; username?: unknown } | null;
}

function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

/**
 * The key every per-vet store is filed under: the user's id, else the profile's id, else the email
 * or username (lower case). Every backend's profile names one of them; a token's claims are not
 * read, since the spec fixes none. Null when the answer names none.
 */
export function ownerKeyOf(profile: unknown): string | null {
  if (typeof profile !== 'object' || profile === null) return null;
  const { id, user } = profile as ProfileIdentity;
  const userPart = typeof user === 'object' && user !== null ? user : {};
  const byId = idText(userPart.id) ?? idText(id);
  if (byId) return byId;
  const name = idText(userPart.email) ?? idText(userPart.username);
  return name ? `user:${name.toLowerCase()}` : null;
}
