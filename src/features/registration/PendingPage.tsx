// The Pending Profile screen (route /pending): the review time and Back to Login.
import { registrationMsg } from './messages';
import { Logo } from '@/components/Logo';

export default function PendingPage({ onBackToLogin }: { onBackToLogin: () => void }) {
  return (
    <main className="centered-page">
      <Logo size={56} />
      <h1>Your application is being reviewed</h1>
      <p>{registrationMsg.reviewTime}</p>
      <button type="button" className="btn btn-primary" onClick={onBackToLogin}>
        Back to Login
      </button>
    </main>
  );
}
