// Logging out: confirm when reports wait to be sent, end the session, go to the login screen.
import { useNavigate } from 'react-router-dom';
import { endSession } from '@/lib/session';

/** Hooks that may veto a logout (e.g. unsent reports): return a question to confirm, or null. */
export type LogoutCheck = () => Promise<string | null>;
const checks: LogoutCheck[] = [];

export function addLogoutCheck(check: LogoutCheck): void {
  checks.push(check);
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
