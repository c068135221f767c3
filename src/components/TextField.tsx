// A labelled text input wired to a form value: Field ties its hint and error to the input.
import type { ComponentPropsWithoutRef } from 'react';
import type { FieldWiring } from '@/lib/forms/fieldWiring';
import { Field } from './Field';

type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, keyof FieldWiring> &
  FieldWiring & {
    label: string;
    hint?: string;
  };

/** Spread `form.field(key)` on it, with the label and the input's own attributes. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <input {...input} />
    </Field>
  );
}
