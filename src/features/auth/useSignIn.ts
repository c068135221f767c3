// The sign-in flow shared by Log In, Create Account and "Sign in to continue": send, then say why it failed or keep the session.
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { authErrorMessage } from '@/lib/api/errors';
import { signedIn } from '@/lib/session/session';
import { notify, SIGNED_IN_TOAST } from '@/lib/toasts/toast';
import { clearRefreshToken, startSession, storeRefreshToken } from '@/lib/session/token';

/** The tokens a login or register answer carries. */
export interface SessionTokens {
  access: string;
  refresh?: string;
}

/** What a login or register mutation resolves to. */
export type SignInResult =
  { data: SessionTokens; error?: undefined } | { data?: undefined; error: object };

interface SignInTexts {
  /** The toast after a success. */
  success: string;
  /** The toast when the server's answer names no reason. */
  failure: string;
}

/**
 * Keeps a new session's tokens: the access token, and the refresh token for quiet renewal (a
 * deviation from the spec, which stores only authToken). Its vet is known once its profile is read
 * (app/listeners.ts), and another vet's saved API copies on this device are deleted then.
 */
export function keepSession(tokens: SessionTokens): void {
  void startSession(tokens.access);
  if (tokens.refresh) storeRefreshToken(tokens.refresh);
  else clearRefreshToken();
}

/**
 * Returns `signIn(send, texts, next, onFailed)`: runs `send` (the login or register request); on
 * failure shows the server's reason and calls `onFailed` with the error (the form puts the focus
 * back on a field: its button was disabled while busy, which leaves focus nowhere); on success keeps
 * the tokens, forgets any cached data, says so and goes to `next`.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (
    send: () => Promise<SignInResult>,
    texts: SignInTexts,
    next: string,
    onFailed?: (error: object) => void,
  ) => {
    const result = await send();
    if (result.error) {
      notify.error(authErrorMessage(result.error, texts.failure));
      onFailed?.(result.error);
      return;
    }
    keepSession(result.data);
    dispatch(signedIn()); // the API cache starts afresh; the next screen's loader reads the profile
    notify.success(texts.success, { id: SIGNED_IN_TOAST });
    void navigate(next, { replace: true });
  };
}
