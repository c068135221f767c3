// The Log In screen (routes / and /log-in): username (phone or email) and password.
import { authMsg } from './messages';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/Link';
import { Button } from '@/components/Button';
import { getConfig } from '@/lib/api/config';
import { useForm } from '@/lib/forms/useForm';
import { PASSWORD_MAX, USERNAME_MAX } from '@contract/limits';
import { sharedMsg } from '@contract/messages';
import { returnPath } from '@/lib/portal/returnTo';
import { AuthForm } from './AuthForm';
import { useLoginMutation } from './authApi';
import { CredentialsFields } from './CredentialsFields';
import { useSignIn } from './useSignIn';
import { WaitingReportsNote } from './WaitingReportsNote';

export default function LogInPage() {
  const [login, { isLoading }] = useLoginMutation();
  const signIn = useSignIn();
  const next = returnPath(useLocation().state);

  const submit = useForm({
    order: ['username', 'password', 'form'],
    initial: { username: '', password: '' },
    // One message for the whole form, told as a toast (no field of its own). No account has a
    // longer username or password: the server's own answer, without a request it would refuse.
    check: ({ username, password }) => {
      if (!username.trim() || !password) return { form: authMsg.bothFieldsRequired };
      const tooLong = username.trim().length > USERNAME_MAX || password.length > PASSWORD_MAX;
      return tooLong ? { form: sharedMsg.invalidCredentials } : {};
    },
    onSent: ({ username, password }) =>
      signIn(
        () => login({ username: username.trim().toLowerCase(), password }),
        { success: authMsg.loginSuccess, failure: authMsg.loginFailed },
        next,
        // Refused: the vet types the password again (the username is most often right).
        () => submit.ref<HTMLInputElement>('password').current?.select(),
      ),
  });

  return (
    <AuthForm title="Log In" onSubmit={submit.onSubmit}>
      <WaitingReportsNote />
      <CredentialsFields username={submit.field('username')} password={submit.field('password')} />
      <Button type="submit" busy={isLoading} busyLabel="Loading...">
        Log In
      </Button>
      <p className="auth-links">
        <a href={getConfig().forgotPasswordUrl} target="_blank" rel="noopener noreferrer">
          Forgot your password? Reset
        </a>
      </p>
      <p className="auth-links">
        <Link to="/create-account">Register as a Vet</Link>
      </p>
    </AuthForm>
  );
}
