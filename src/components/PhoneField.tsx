// The phone number field of the profile and the application: +27 beside the input, its hint and error.
import type { ComponentPropsWithoutRef } from 'react';
import type { FieldWiring } from '@/lib/forms/fieldWiring';
import { Field } from './Field';
import { PhoneInput } from './PhoneInput';

type PhoneFieldProps = Omit<ComponentPropsWithoutRef<'input'>, keyof FieldWiring> & FieldWiring;

/** Spread `form.field(key)` on it, with the input's `name`. */
export function PhoneField({ error, ...input }: PhoneFieldProps) {
  return (
    <Field
      label="Phone Number"
      hint="Without the country code: +27 is added for you."
      error={error}
    >
      <PhoneInput {...input} />
    </Field>
  );
}
