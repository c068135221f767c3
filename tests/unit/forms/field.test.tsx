// The form's own values and field helper: value and onChange, the error tied to its input, the first bad field focused.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from '@/components/FileInput';
import { PhoneField } from '@/components/PhoneField';
import { TextField } from '@/components/TextField';
import { useForm, type FieldErrors } from '@/lib/forms/useForm';

interface Values {
  name: string;
  phone: string;
  kind: '' | 'cattle' | 'sheep';
  letter: File | null;
}

type Key = keyof Values;

const START: Values = { name: 'Thandi', phone: '', kind: '', letter: null };

function Probe({ onSent }: { onSent: (values: Values) => void }) {
  const form = useForm<Key, Values>({
    order: ['name', 'phone', 'kind', 'letter'],
    initial: START,
    check: (values) => {
      const errors: FieldErrors<Key> = {};
      if (!values.name.trim()) errors.name = 'Give a name.';
      if (!values.phone.trim()) errors.phone = 'Give a phone number.';
      if (!values.kind) errors.kind = 'Pick a kind.';
      return errors;
    },
    tell: false,
    onSent,
  });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <TextField label="Name" name="name" {...form.field('name')} />
      <PhoneField name="phone" {...form.field('phone')} />
      <label>
        Kind
        <select {...form.control('kind')}>
          <option value="">Choose</option>
          <option value="cattle">Cattle</option>
          <option value="sheep">Sheep</option>
        </select>
      </label>
      <FileInput label="Letter" {...form.file('letter')} />
      <output aria-label="typed">{form.values.name}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useForm field helper', () => {
  it('starts from the initial values and keeps what is typed', async () => {
    const user = userEvent.setup();
    render(<Probe onSent={vi.fn()} />);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Thandi');
    expect(name).toHaveAttribute('name', 'name');

    await user.clear(name);
    await user.type(name, 'Sipho');
    expect(name).toHaveValue('Sipho');
    expect(screen.getByLabelText('typed')).toHaveTextContent('Sipho');

    await user.selectOptions(screen.getByLabelText('Kind'), 'sheep');
    expect(screen.getByLabelText('Kind')).toHaveValue('sheep');
  });

  it('ties each error to its input, focuses the first bad field, and clears an error on change', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    render(<Probe onSent={onSent} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    const phone = screen.getByLabelText('Phone Number');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give a name.');
    const errorId = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('Give a name.');
    // The phone field's hint and error are both tied to its input.
    expect(phone).toHaveAccessibleDescription(
      'Without the country code: +27 is added for you. Give a phone number.',
    );
    expect(onSent).not.toHaveBeenCalled();

    await user.type(name, 'Sipho');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    // The first bad field is the first in screen order that is still wrong.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveFocus());
  });

  it('hands the values to onSent, a chosen file among them', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    render(<Probe onSent={onSent} />);
    await user.type(screen.getByLabelText('Phone Number'), '821234567');
    await user.selectOptions(screen.getByLabelText('Kind'), 'cattle');
    const letter = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Letter'), letter);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent).toHaveBeenCalledWith({
      name: 'Thandi',
      phone: '821234567',
      kind: 'cattle',
      letter,
    });
  });
});
