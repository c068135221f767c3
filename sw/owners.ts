// The vet's user id (JWT `sub`) from a request's Authorization header, decoded without verifying.
import { bearerToken, jwtSubject } from '../contract/jwt';

/** Only used to choose whose cache an answer belongs to; the server checks the token itself. */
export function bearerSubject(authorization: string | null): string | null {
  return jwtSubject(bearerToken(authorization));
}
