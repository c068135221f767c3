// Checks the Create Team Member form: Name and Surname required, Email optional but well formed.
import { isEmail } from '@contract/rules/email';
import { msg } from '@/lib/text/messages';
import type { NewMember } from './types';

type NewMemberErrors = Partial<Record<keyof NewMember, string>>;

export function validateNewMember(input: NewMember): NewMemberErrors {
  const errors: NewMemberErrors = {};
  if (!input.name.trim()) errors.name = msg.nameRequired;
  if (!input.surname.trim()) errors.surname = msg.surnameRequired;
  const email = input.email.trim();
  if (email && !isEmail(email)) errors.email = msg.emailInvalid;
  return errors;
}
