// What a disabled vet sees instead of the portal.
import { Logo } from '@/components/Logo';
import { msg } from '@/lib/messages';

export function DisabledNotice({ onLogout }: { onLogout: () => void }) {
  const [title, detail] = msg.accountDisabled.split(' - ');
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
