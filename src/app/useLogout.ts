// Logging out: confirm when reports wait to be sent, end the session, go to the login screen.
import { useNavigate } from 'react-router-dom';
import { msg } from '@/lib/text/messages';
import { selectUnsentCount } from '@/lib/outbox/outboxSlice';
import { endSession } from '@/lib/session/session';
import { useAppDispatch, useAppSelector } from './hooks';

export function useLogout() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const unsent = useAppSelector(selectUnsentCount);
  return async () => {
    // Unsent reports stay on the device for this vet; the logout only asks first.
    if (unsent > 0 && !window.confirm(msg.outbox.logoutQuestion(unsent))) return;
    dispatch(endSession('logout'));
    await navigate('/log-in', { replace: true });
  };
}
