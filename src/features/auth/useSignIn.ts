// The sign-in flow shared by Log In and Create Account: send, then say why it failed or sign the vet in.
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { api } from '@/lib/api';
import { authErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { storeToken } from '@/lib/token';
import { signedIn, signInFailed, signInStarted } from './authSlice';

/** What a login or register mutation resolves to. */
type SignInResult =
  { data: { access: string }; error?: undefined } | { data?: undefined; error: object };

interface SignInTexts {
  /** The toast after a success. */
  success: string;
  /** The toast when the server's answer names no reason. */
  failure: string;
}

/**
 * Returns `signIn(send, texts, next)`: runs `send` (the login or register request); on failure shows
 * the server's reason; on success keeps the token, forgets any cached data, says so and goes to `next`.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (send: () => Promise<SignInResult>, texts: SignInTexts, next: string) => {
    dispatch(signInStarted());
    const result = await send();
    if (result.error) {
      dispatch(signInFailed());
      notify.error(authErrorMessage(result.error, texts.failure));
      return;
    }
    storeToken(result.data.access);
    dispatch(api.util.resetApiState()); // never show data cached for a previous user
    dispatch(signedIn());
    notify.success(texts.success);
    void navigate(next, { replace: true });
  };
}
