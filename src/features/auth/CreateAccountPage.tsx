// The sign-up screen (route /create-account): username, email, password twice and the terms.
import { useState } from 'react';
import { Link } from '@/components/Link';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { serverFieldErrors } from '@/lib/api/errors';
import { useForm } from '@/lib/forms/useForm';
import { msg } from '@/lib/text/messages';
import { sharedMsg } from '@contract/messages';
import { isEmail } from '@contract/rules/email';
import { AuthForm } from './AuthForm';
import { useRegisterMutation } from './authApi';
import { useSignIn } from './useSignIn';

interface SignUpForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms_accepted: boolean;
}

const empty: SignUpForm = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms_accepted: false,
};

type TextField = 'username' | 'email' | 'password' | 'confirmPassword';
const TEXT_FIELDS: readonly TextField[] = ['username', 'email', 'password', 'confirmPassword'];
const ORDER = [...TEXT_FIELDS, 'form'] as const;

/** The fields still empty, in screen order. */
const emptyFields = (form: SignUpForm) =>
  TEXT_FIELDS.filter((key) =>
    key === 'username' || key === 'email' ? !form[key].trim() : !form[key],
  );

/** The first reason the form cannot be sent, or null. */
function signUpProblem(form: SignUpForm): string | null {
  if (emptyFields(form).length > 0) return msg.fillAllFields;
  if (!isEmail(form.email.trim())) return sharedMsg.invalidEmail;
  if (form.password !== form.confirmPassword) return msg.passwordsDoNotMatch;
  if (!form.terms_accepted) return msg.acceptTerms;
  return null;
}

export default function CreateAccountPage() {
  const [form, setForm] = useState<SignUpForm>(empty);
  const [register, { isLoading }] = useRegisterMutation();
  const signIn = useSignIn();

  const submit = useForm<(typeof ORDER)[number]>({
    order: ORDER,
    // Each empty field is marked and the first focused, told once as the whole form's message; the
    // other problems are the whole form's, told as a toast (no field of their own).
    check: () => {
      const missing = emptyFields(form);
      if (missing.length > 0)
        return Object.fromEntries(missing.map((key) => [key, msg.fieldRequired]));
      const problem = signUpProblem(form);
      return problem ? { form: problem } : {};
    },
    tell: (found) => (found.form ? found.form : msg.fillAllFields),
    onSent: () =>
      signIn(
        () =>
          register({
            username: form.username.trim().toLowerCase(),
            email: form.email.trim().toLowerCase(),
            password: form.password,
            role: 'vet',
            terms_accepted: form.terms_accepted,
          }),
        { success: msg.registrationSuccess, failure: msg.registrationFailed },
        '/verify',
        // Refused: the field the server named (a username taken, say), else the first.
        (error) => {
          const named: Partial<Record<TextField, string>> = serverFieldErrors(error, {
            username: 'username',
            email: 'email',
            password: 'password',
          });
          const field = TEXT_FIELDS.find((key) => named[key]) ?? 'username';
          submit.ref(field).current?.focus();
        },
      ),
  });
  const set = <K extends keyof SignUpForm>(key: K, value: SignUpForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key !== 'terms_accepted') submit.clear(key);
  };
  /** The props that tie a text field to its error and focus. */
  const field = (key: TextField) => ({ ref: submit.ref<HTMLInputElement>(key) });

  return (
    <AuthForm title="Create Account" onSubmit={submit.onSubmit}>
      <Field label="Username" error={submit.errors.username}>
        <input
          {...field('username')}
          name="username"
          autoComplete="username"
          required
          value={form.username}
          onChange={(event) => set('username', event.target.value)}
        />
      </Field>
      <Field label="Email" error={submit.errors.email}>
        <input
          {...field('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </Field>
      <Field label="Password" error={submit.errors.password}>
        <input
          {...field('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(event) => set('password', event.target.value)}
        />
      </Field>
      <Field label="Confirm password" error={submit.errors.confirmPassword}>
        <input
          {...field('confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
        />
      </Field>
      <div className="checkbox-row">
        <input
          id="terms_accepted"
          name="terms_accepted"
          type="checkbox"
          checked={form.terms_accepted}
          onChange={(event) => set('terms_accepted', event.target.checked)}
        />
        <label htmlFor="terms_accepted">
          I accept the{' '}
          <a href="/docs/terms-and-conditions.pdf" target="_blank" rel="noopener noreferrer">
            terms and conditions
          </a>
        </label>
      </div>
      <Button type="submit" busy={isLoading}>
        Create password
      </Button>
      <p className="auth-links">
        <Link to="/log-in">Already have an account?</Link>
      </p>
    </AuthForm>
  );
}
