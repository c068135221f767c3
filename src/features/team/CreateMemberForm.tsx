// The Create Team Member form: Name, Surname and an optional Email, with errors tied to the fields.
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { useForm } from '@/lib/forms/useForm';
import type { NewMember } from './types';
import { validateNewMember } from './validateNewMember';

interface CreateMemberFormProps {
  onSend: (member: NewMember) => void;
  onCancel: () => void;
}

export function CreateMemberForm({ onSend, onCancel }: CreateMemberFormProps) {
  const [values, setValues] = useState<NewMember>({ name: '', surname: '', email: '' });
  const form = useForm<keyof NewMember>({
    order: ['name', 'surname', 'email'],
    check: () => validateNewMember(values),
    tell: false, // the errors stay under their fields; the first is focused
    onSent: () =>
      onSend({
        name: values.name.trim(),
        surname: values.surname.trim(),
        email: values.email.trim(),
      }),
  });

  const set = (field: keyof NewMember) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.clear(field); // checked again on Send
  };

  return (
    <form noValidate onSubmit={form.onSubmit}>
      <Field label="Name" error={form.errors.name}>
        <input
          ref={form.ref<HTMLInputElement>('name')}
          value={values.name}
          onChange={set('name')}
          autoComplete="given-name"
          required
        />
      </Field>
      <Field label="Surname" error={form.errors.surname}>
        <input
          ref={form.ref<HTMLInputElement>('surname')}
          value={values.surname}
          onChange={set('surname')}
          autoComplete="family-name"
          required
        />
      </Field>
      <Field label="Email (optional)" error={form.errors.email}>
        <input
          ref={form.ref<HTMLInputElement>('email')}
          type="email"
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
        />
      </Field>
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Send Invitation</Button>
      </div>
    </form>
  );
}
