// The vet's user id (JWT `sub`) from a request's Authorization header, decoded without verifying.
import { jwtSubject } from '../src/lib/outbox/jwtSubject';

/** Only used to choose whose cache an answer belongs to; the server checks the token itself. */
export function bearerSubject(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return jwtSubject(match?.[1]);
}
