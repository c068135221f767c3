// An email address as both sides accept it: one @, a dotted domain, no spaces, at most 254 characters.

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The longest address mail servers carry (RFC 5321's path limit, less the brackets). */
const MAX_EMAIL_LENGTH = 254;

/** True for an address like "name@clinic.co.za" (already trimmed). */
export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}
