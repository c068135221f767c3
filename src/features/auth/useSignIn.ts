// What every successful sign-in does: keep the token, say so, fetch the profile, move on.
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { storeToken } from '@/lib/token';
import { signedIn } from './authSlice';

export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (access: string, successMessage: string, next: string) => {
    storeToken(access);
    dispatch(api.util.resetApiState()); // never show data cached for a previous user
    dispatch(signedIn());
    notify.success(successMessage);
    void navigate(next, { replace: true });
  };
}
