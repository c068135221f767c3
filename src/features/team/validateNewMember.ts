// Checks the Create Team Member form: Name and Surname required, Email optional but well formed.
import { msg } from '@/lib/messages';
import type { NewMember } from './types';

type NewMemberErrors = Partial<Record<keyof NewMember, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNewMember(input: NewMember): NewMemberErrors {
  const errors: NewMemberErrors = {};
  if (!input.name.trim()) errors.name = msg.nameRequired;
  if (!input.surname.trim()) errors.surname = msg.surnameRequired;
  if (input.email.trim() && !EMAIL.test(input.email.trim())) errors.email = msg.emailInvalid;
  return errors;
}
