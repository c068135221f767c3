// The server's password rule (the spec shows no client rule): 8 to 128 characters, not all spaces.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_BLANK = 'This password may not be blank or only spaces.';
export const PASSWORD_TOO_SHORT = `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `Ensure this field has no more than ${PASSWORD_MAX} characters.`;

/** The DRF-style message for a password that breaks the rule, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.trim() === '') return PASSWORD_BLANK;
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return null;
}
