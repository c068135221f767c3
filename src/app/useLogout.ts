// Logging out: confirm when reports wait to be sent, end the session, go to the login screen.
import { useNavigate } from 'react-router-dom';
import { endSession } from '@/lib/session';

/** Hooks that may veto a logout (e.g. unsent reports): return a question to confirm, or null. */
export type LogoutCheck = () => Promise<string | null>;
const checks: LogoutCheck[] = [];

/** Registers a check; returns a function that removes it again. */
export function addLogoutCheck(check: LogoutCheck): () => void {
  checks.push(check);
  return () => {
    const index = checks.indexOf(check);
    if (index >= 0) checks.splice(index, 1);
  };
}

export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    for (const check of checks) {
      const question = await check();
      if (question && !window.confirm(question)) return;
    }
    endSession('logout');
    await navigate('/log-in', { replace: true });
  };
}
