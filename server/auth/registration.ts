// The sign-up rules: field checks, and no account whose username, email or phone could be taken
// for another's (a username is never another user's email or a phone number; an email never
// looks like another account's email or username).
import type { AppContext } from '../context.js';
import { FieldErrorCollector, REQUIRED } from '../errors.js';
import {
  UNSAFE_CHARACTERS,
  hasUnsafeCharacters,
  isValidUsername,
  maxLengthMessage,
  minLengthMessage,
  normalizeLoginPhone,
  notAChoice,
  skeleton,
} from '../validation.js';
import { passwordProblem } from './passwordRules.js';
import { sharedMsg } from '../../contract/messages.js';
import { isEmail } from '../../contract/rules/email.js';
import { USERNAME_MAX } from '../../contract/limits.js';

export const USERNAME_IS_PHONE = 'A username may not be a phone number.';
export const USERNAME_IS_EMAIL = 'A user with that username already exists.';
export const USERNAME_IS_OTHER_EMAIL =
  'A username may only be an email address when it is the email you sign up with. Choose a name without @, or use your own email.';
export const EMAIL_IS_USERNAME = 'A user with that email already exists.';
export const EMAIL_LOOKS_TAKEN =
  "This email looks like another account's email. Type your own address in plain letters.";

/** What the sign-up rules read: the database, and the mode (production refuses the demo password). */
export type RegistrationContext = Pick<AppContext, 'db' | 'mode'>;

export interface RegistrationFields {
  /** NFKC, trimmed, lower case (normalizeEmail). */
  username: string;
  /** NFKC, trimmed, lower case (normalizeEmail). */
  email: string;
  password: string;
  role: string;
  terms: unknown;
}

/**
 * Another account whose email or username looks the same (by skeleton): two index lookups on the
 * stored skeletons, whatever the number of accounts.
 */
export const LOOK_ALIKE_SQL =
  'SELECT 1 FROM users WHERE email_skeleton = ? OR username_skeleton = ? LIMIT 1';

function looksTaken(ctx: RegistrationContext, email: string): boolean {
  const target = skeleton(email);
  return ctx.db.prepare(LOOK_ALIKE_SQL).get(target, target) !== undefined;
}

function checkUsername(
  ctx: RegistrationContext,
  errors: FieldErrorCollector,
  f: RegistrationFields,
): void {
  const { username, email } = f;
  if (!username) errors.add('username', REQUIRED);
  else if (username.length < 3) errors.add('username', minLengthMessage(3));
  else if (username.length > USERNAME_MAX) errors.add('username', maxLengthMessage(USERNAME_MAX));
  else if (!isValidUsername(username)) {
    errors.add(
      'username',
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    );
  } else if (normalizeLoginPhone(username) !== null) errors.add('username', USERNAME_IS_PHONE);
  if (errors.has('username')) return;
  // Neither another user's username nor another user's email (that would shadow their login),
  // nor an email address that is not the registrant's own (it would take that address's login).
  const taken = ctx.db
    .prepare('SELECT 1 FROM users WHERE username = ? OR lower(email) = ?')
    .get(username, username);
  if (taken) errors.add('username', USERNAME_IS_EMAIL);
  else if (isEmail(username) && username !== email) {
    errors.add('username', USERNAME_IS_OTHER_EMAIL);
  }
}

function checkEmail(
  ctx: RegistrationContext,
  errors: FieldErrorCollector,
  email: string,
  lookAlikes: boolean,
): void {
  if (!email) errors.add('email', REQUIRED);
  else if (hasUnsafeCharacters(email)) errors.add('email', UNSAFE_CHARACTERS);
  else if (!isEmail(email)) errors.add('email', sharedMsg.invalidEmail);
  if (errors.has('email')) return;
  const taken = ctx.db
    .prepare('SELECT 1 FROM users WHERE lower(email) = ? OR username = ?')
    .get(email, email);
  if (taken) errors.add('email', EMAIL_IS_USERNAME);
  else if (lookAlikes && looksTaken(ctx, email)) errors.add('email', EMAIL_LOOKS_TAKEN);
}

export function validateRegistration(
  ctx: RegistrationContext,
  fields: RegistrationFields,
): FieldErrorCollector {
  const { password, role, terms } = fields;
  const errors = new FieldErrorCollector();
  // The password first: a refused one costs no look-up of other accounts' names.
  if (!password) errors.add('password', REQUIRED);
  else {
    const problem = passwordProblem(password, ctx.mode);
    if (problem) errors.add('password', problem);
  }
  checkUsername(ctx, errors, fields);
  checkEmail(ctx, errors, fields.email, !errors.has('password'));
  if (!role) errors.add('role', REQUIRED);
  else if (role !== 'vet') errors.add('role', notAChoice(role));
  if (terms !== true && terms !== 'true') errors.add('terms_accepted', sharedMsg.acceptTerms);
  return errors;
}
