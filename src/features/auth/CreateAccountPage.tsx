// The sign-up screen (route /create-account): username, email, password twice and the terms.
import { useState } from 'react';
import { Link } from '@/components/Link';
import { Button } from '@/components/Button';
import { Field } from '@/components/Field';
import { useForm } from '@/lib/forms/useForm';
import { msg } from '@/lib/messages';
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

/** The first reason the form cannot be sent, or null. */
export function signUpProblem(form: SignUpForm): string | null {
  if (!form.username.trim() || !form.email.trim() || !form.password || !form.confirmPassword) {
    return msg.fillAllFields;
  }
  if (!isEmail(form.email.trim())) return sharedMsg.invalidEmail;
  if (form.password !== form.confirmPassword) return msg.passwordsDoNotMatch;
  if (!form.terms_accepted) return msg.acceptTerms;
  return null;
}

export default function CreateAccountPage() {
  const [form, setForm] = useState<SignUpForm>(empty);
  const [register, { isLoading }] = useRegisterMutation();
  const signIn = useSignIn();

  const set = <K extends keyof SignUpForm>(key: K, value: SignUpForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = useForm<'form'>({
    order: ['form'],
    // One message for the whole form, told as a toast (no field of its own).
    check: () => {
      const problem = signUpProblem(form);
      return problem ? { form: problem } : {};
    },
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
      ),
  });

  return (
    <AuthForm title="Create Account" onSubmit={submit.onSubmit}>
      <Field label="Username">
        <input
          name="username"
          autoComplete="username"
          required
          value={form.username}
          onChange={(event) => set('username', event.target.value)}
        />
      </Field>
      <Field label="Email">
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </Field>
      <Field label="Password">
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(event) => set('password', event.target.value)}
        />
      </Field>
      <Field label="Confirm password">
        <input
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
