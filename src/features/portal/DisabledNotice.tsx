// What a disabled vet sees instead of the portal.
import { portalMsg } from './messages';
import { useEffect } from 'react';
import { Logo } from '@/components/Logo';
import { notify, SIGNED_IN_TOAST } from '@/lib/toasts/toast';

export function DisabledNotice({ onLogout }: { onLogout: () => void }) {
  const [title, detail] = portalMsg.accountDisabled.split(' - ');
  // A green "Login successful" would contradict the notice: the account cannot be used.
  useEffect(() => notify.dismiss([SIGNED_IN_TOAST]), []);
  return (
    <main className="centered-page">
      <Logo size={56} />
      <h1>{title}</h1>
      <p>{detail}</p>
      <button type="button" className="btn btn-secondary" onClick={onLogout}>
        Log out
      </button>
    </main>
  );
}
