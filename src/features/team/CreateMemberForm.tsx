// The Create Team Member form: Name, Surname and an optional Email, with errors tied to the fields.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import type { NewMember } from './types';
import { validateNewMember, type NewMemberErrors } from './validateNewMember';

interface CreateMemberFormProps {
  onSend: (member: NewMember) => void;
  onCancel: () => void;
}

export function CreateMemberForm({ onSend, onCancel }: CreateMemberFormProps) {
  const [values, setValues] = useState<NewMember>({ name: '', surname: '', email: '' });
  const [errors, setErrors] = useState<NewMemberErrors>({});
  const [refused, setRefused] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit (not while typing), focus the first field that needs attention.
  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const set = (field: keyof NewMember) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined })); // checked again on Send
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewMember(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefused((count) => count + 1);
      return;
    }
    onSend({
      name: values.name.trim(),
      surname: values.surname.trim(),
      email: values.email.trim(),
    });
  };

  return (
    <form ref={form} noValidate onSubmit={submit}>
      <Field label="Name" error={errors.name}>
        <input value={values.name} onChange={set('name')} autoComplete="given-name" required />
      </Field>
      <Field label="Surname" error={errors.surname}>
        <input
          value={values.surname}
          onChange={set('surname')}
          autoComplete="family-name"
          required
        />
      </Field>
      <Field label="Email (optional)" error={errors.email}>
        <input type="email" value={values.email} onChange={set('email')} autoComplete="email" />
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
