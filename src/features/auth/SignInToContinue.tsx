// "Sign in to continue": a native dialog over a form whose session ended (401, expiry); the form stays as typed.
import { authMsg } from './messages';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { authErrorMessage, describeError } from '@/lib/api/errors';
import { useForm } from '@/lib/forms/useForm';
import { endSession, sessionResumed, signedIn } from '@/lib/session/session';
import { ownerKeyOf } from '@contract/owner';
import { profileApi } from '@/lib/portal/profile';
import { useLoginMutation } from './authApi';
import { CredentialsFields } from './CredentialsFields';
import { selectSignInToContinue } from './authSlice';
import { keepSession } from './useSignIn';

export function SignInToContinue() {
  const pausedFor = useAppSelector(selectSignInToContinue);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();

  // One message at the password field (the dialog has no toasts): both fields, then the server's answer.
  const form = useForm({
    order: ['username', 'password'],
    initial: { username: '', password: '' },
    tell: false,
    check: ({ username, password }) =>
      !username.trim() || !password ? { password: authMsg.bothFieldsRequired } : {},
    onSent: async ({ username, password }) => {
      const result = await login({ username: username.trim().toLowerCase(), password });
      if (result.error) {
        form.show({ password: authErrorMessage(result.error, authMsg.loginFailed) });
        return;
      }
      form.set('password', '');
      // Whose session this is shows in its profile (a token's claims are not relied on).
      keepSession(result.data);
      const profile = await dispatch(
        profileApi.endpoints.profile.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      if (profile.error) {
        form.show({ password: describeError(profile.error) });
        return;
      }
      if (ownerKeyOf(profile.data) === pausedFor) {
        // The same vet: new tokens, and the screen carries on exactly where it was.
        dispatch(sessionResumed()); // everything on screen is fetched fresh with the new token
        return;
      }
      // Another vet on this phone: the paused session ends for good (its draft stays for its owner).
      dispatch(endSession('logout'));
      keepSession(result.data);
      dispatch(signedIn());
      await navigate('/vet-profile', { replace: true });
    },
  });

  if (!pausedFor) return null;

  const logOut = async () => {
    dispatch(endSession('logout'));
    await navigate('/log-in', { replace: true });
  };

  return (
    <Dialog open title={authMsg.signInToContinue.title} onClose={() => undefined}>
      <p>{authMsg.signInToContinue.body}</p>
      <form noValidate onSubmit={form.onSubmit}>
        <CredentialsFields username={form.field('username')} password={form.field('password')} />
        <div className="button-row">
          <Button type="submit" busy={isLoading} busyLabel="Loading...">
            {authMsg.signInToContinue.submit}
          </Button>
          <Button variant="secondary" onClick={() => void logOut()}>
            {authMsg.signInToContinue.logOut}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
