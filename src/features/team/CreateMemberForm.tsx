// The Create Team Member form: Name, Surname and an optional Email, with errors tied to the fields.
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { useForm } from '@/lib/forms/useForm';
import type { NewMember } from './types';
import { validateNewMember } from './validateNewMember';

interface CreateMemberFormProps {
  onSend: (member: NewMember) => void;
  onCancel: () => void;
}

export function CreateMemberForm({ onSend, onCancel }: CreateMemberFormProps) {
  const form = useForm({
    order: ['name', 'surname', 'email'],
    initial: (): NewMember => ({ name: '', surname: '', email: '' }),
    check: validateNewMember,
    tell: false, // the errors stay under their fields; the first is focused
    onSent: (values) =>
      onSend({
        name: values.name.trim(),
        surname: values.surname.trim(),
        email: values.email.trim(),
      }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit}>
      <TextField label="Name" autoComplete="given-name" required {...form.field('name')} />
      <TextField label="Surname" autoComplete="family-name" required {...form.field('surname')} />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Send Invitation</Button>
      </div>
    </form>
  );
}
