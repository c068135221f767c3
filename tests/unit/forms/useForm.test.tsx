// The one form layer: the first problem told and focused, errors tied to fields, offline, one submit at a time.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/Field';
import { useForm, type FieldErrors } from '@/lib/forms/useForm';
import { msg } from '@/lib/text/messages';

type Key = 'name' | 'town';

interface Props {
  check?: (values: Record<Key, string>) => FieldErrors<Key>;
  send: () => Promise<{ error?: unknown }>;
  onSent?: () => void;
  say?: (text: string) => void;
}

function Probe({ check = () => ({}), send, onSent = () => undefined, say }: Props) {
  const [values, setValues] = useState<Record<Key, string>>({ name: '', town: '' });
  const form = useForm<Key>({
    order: ['name', 'town'],
    check: () => check(values),
    send,
    serverFields: { clinic_name: 'name', location: 'town' },
    failure: 'Could not save.',
    onSent,
    say,
  });
  const input = (key: Key) => (
    <Field label={key} error={form.errors[key]}>
      <input
        ref={form.ref(key)}
        value={values[key]}
        onChange={(event) => {
          setValues((current) => ({ ...current, [key]: event.target.value }));
          form.clear(key);
        }}
      />
    </Field>
  );
  return (
    <>
      <form noValidate onSubmit={form.onSubmit}>
        {input('name')}
        {input('town')}
        <button type="submit">{form.busy ? 'Saving...' : 'Save'}</button>
      </form>
      <ToastContainer />
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useForm', () => {
  it('tells the first problem in screen order, focuses its field and ties every error to its field', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve({}));
    render(<Probe send={send} check={() => ({ town: 'Pick a town.', name: 'Give a name.' })} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The first problem is told (a toast) as well as shown at its field; the others only there.
    await waitFor(() => expect(screen.getAllByText('Give a name.')).toHaveLength(2));
    expect(screen.getAllByText('Pick a town.')).toHaveLength(1);
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('Give a name.');
    expect(screen.getByLabelText('town')).toHaveAccessibleDescription('Pick a town.');
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('name'), 'Thandi');
    expect(screen.getByLabelText('name')).not.toHaveAccessibleDescription('Give a name.');
  });

  it('sends nothing without a connection and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve({}));
    render(<Probe send={send} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(msg.needsConnection)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once however often the vet taps, then calls onSent', async () => {
    const user = userEvent.setup();
    let answer: (result: { error?: unknown }) => void = () => undefined;
    const send = vi.fn(() => new Promise<{ error?: unknown }>((resolve) => (answer = resolve)));
    const onSent = vi.fn();
    render(<Probe send={send} onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Saving...' }));
    expect(send).toHaveBeenCalledTimes(1);
    answer({});
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('places the server’s field errors and tells its reason', async () => {
    const user = userEvent.setup();
    const error = { status: 400, data: { error: 'Check the form.', location: ['Outside SA.'] } };
    render(<Probe send={() => Promise.resolve({ error })} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('town')).toHaveAccessibleDescription('Outside SA.');
  });

  it('a form without `send` keeps quiet errors under their fields and hands its values on, even offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    const onSent = vi.fn();
    render(<LocalProbe onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // Only under the field (no toast), and that field is focused.
    expect(await screen.findAllByText('Give a name.')).toHaveLength(1);
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(onSent).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('name'), 'Thandi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Thandi'));
    expect(screen.queryByText(msg.needsConnection)).not.toBeInTheDocument();
  });

  it('tells refusals where `say` puts them instead of a toast', async () => {
    const user = userEvent.setup();
    const say = vi.fn();
    const error = { status: 400, data: { error: 'Check the form.' } };
    render(<Probe send={() => Promise.resolve({ error })} say={say} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(say).toHaveBeenCalledWith('Check the form.'));
    expect(screen.queryByText('Check the form.')).not.toBeInTheDocument();
  });

  it('takes every error of the form away once it is saved: its fields and its toasts', async () => {
    const user = userEvent.setup();
    const dismiss = vi.spyOn(toast, 'dismiss');
    let answer: { error?: unknown } = {
      error: { status: 400, data: { clinic_name: ['This clinic name is taken.'] } },
    };
    render(<Probe send={() => Promise.resolve(answer)} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This clinic name is taken.')).toBeVisible();
    expect(await screen.findByText('Could not save.')).toBeVisible(); // the toast
    expect(dismiss).not.toHaveBeenCalled();

    answer = {};
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // jsdom runs no exit animation: the dismissal of the error toast is what is checked.
    await waitFor(() => expect(dismiss).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('This clinic name is taken.')).toBeNull();
  });
});

function LocalProbe({ onSent }: { onSent: (name: string) => void }) {
  const [name, setName] = useState('');
  const form = useForm<'name'>({
    order: ['name'],
    check: () => (name ? {} : { name: 'Give a name.' }),
    tell: false,
    onSent: () => onSent(name),
  });
  return (
    <>
      <form noValidate onSubmit={form.onSubmit}>
        <Field label="name" error={form.errors.name}>
          <input
            ref={form.ref('name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              form.clear('name');
            }}
          />
        </Field>
        <button type="submit">Send</button>
      </form>
      <ToastContainer />
    </>
  );
}
