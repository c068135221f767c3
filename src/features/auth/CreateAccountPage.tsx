// The sign-up screen (route /create-account): username, email, password twice and the terms.
import { authMsg } from './messages';
import { Link } from '@/components/Link';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { serverFieldErrors } from '@/lib/api/errors';
import { useForm } from '@/lib/forms/useForm';
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

type TextKey = 'username' | 'email' | 'password' | 'confirmPassword';

/** Both password fields: hidden, and offered a new password by the browser. */
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password' } as const;

/** The text fields in screen order, each with its label and input attributes. */
const INPUTS: readonly { key: TextKey; label: string; type?: string; autoComplete: string }[] = [
  { key: 'username', label: 'Username', autoComplete: 'username' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'password', label: 'Password', ...NEW_PASSWORD },
  { key: 'confirmPassword', label: 'Confirm password', ...NEW_PASSWORD },
];
const TEXT_FIELDS = INPUTS.map((input) => input.key);
const ORDER = [...TEXT_FIELDS, 'form'] as const;

/** The fields still empty, in screen order. */
const emptyFields = (form: SignUpForm) =>
  TEXT_FIELDS.filter((key) =>
    key === 'username' || key === 'email' ? !form[key].trim() : !form[key],
  );

/** The first reason the form cannot be sent, or null. */
function signUpProblem(form: SignUpForm): string | null {
  if (emptyFields(form).length > 0) return authMsg.fillAllFields;
  if (!isEmail(form.email.trim())) return sharedMsg.invalidEmail;
  if (form.password !== form.confirmPassword) return authMsg.passwordsDoNotMatch;
  if (!form.terms_accepted) return authMsg.acceptTerms;
  return null;
}

export default function CreateAccountPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const signIn = useSignIn();

  const submit = useForm({
    order: ORDER,
    initial: empty,
    // Each empty field is marked and the first focused, told once as the whole form's message; the
    // other problems are the whole form's, told as a toast (no field of their own).
    check: (form) => {
      const missing = emptyFields(form);
      if (missing.length > 0)
        return Object.fromEntries(missing.map((key) => [key, authMsg.fieldRequired]));
      const problem = signUpProblem(form);
      return problem ? { form: problem } : {};
    },
    tell: (found) => (found.form ? found.form : authMsg.fillAllFields),
    onSent: (form) =>
      signIn(
        () =>
          register({
            username: form.username.trim().toLowerCase(),
            email: form.email.trim().toLowerCase(),
            password: form.password,
            role: 'vet',
            terms_accepted: form.terms_accepted,
          }),
        { success: authMsg.registrationSuccess, failure: authMsg.registrationFailed },
        '/verify',
        // Refused: the field the server named (a username taken, say), else the first.
        (error) => {
          const named: Partial<Record<TextKey, string>> = serverFieldErrors(error, {
            username: 'username',
            email: 'email',
            password: 'password',
          });
          const field = TEXT_FIELDS.find((key) => named[key]) ?? 'username';
          submit.ref(field).current?.focus();
        },
      ),
  });

  return (
    <AuthForm title="Create Account" onSubmit={submit.onSubmit}>
      {INPUTS.map(({ key, ...input }) => (
        <TextField key={key} name={key} required {...input} {...submit.field(key)} />
      ))}
      <div className="checkbox-row">
        <input
          id="terms_accepted"
          name="terms_accepted"
          type="checkbox"
          checked={submit.values.terms_accepted}
          onChange={(event) => submit.set('terms_accepted', event.target.checked)}
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
