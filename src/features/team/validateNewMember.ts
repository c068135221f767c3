// Checks the Create Team Member form: Name and Surname required, Email optional but well formed.
import { teamMsg } from './messages';
import { isEmail } from '@contract/rules/email';
import type { NewMember } from './types';

type NewMemberErrors = Partial<Record<keyof NewMember, string>>;

export function validateNewMember(input: NewMember): NewMemberErrors {
  const errors: NewMemberErrors = {};
  if (!input.name.trim()) errors.name = teamMsg.nameRequired;
  if (!input.surname.trim()) errors.surname = teamMsg.surnameRequired;
  const email = input.email.trim();
  if (email && !isEmail(email)) errors.email = teamMsg.emailInvalid;
  return errors;
}
