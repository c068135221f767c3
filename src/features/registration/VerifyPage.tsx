// The Verify route (/verify): the application form (or re-application), then the Submitted screen.
import type { Profile } from '@contract/wire/profile';
import { useState } from 'react';
import { Logo } from '@/components/Logo';
import { ApplicationForm } from './ApplicationForm';
import { SubmittedScreen } from './SubmittedScreen';
import './registration.css';

export interface VerifyPageProps {
  profile: Profile;
  onBackToLogin: () => void;
}

export default function VerifyPage({ profile, onBackToLogin }: VerifyPageProps) {
  const [submitted, setSubmitted] = useState(false);
  if (submitted) return <SubmittedScreen onBackToLogin={onBackToLogin} />;
  return (
    <div className="verify-page">
      <header className="verify-header">
        <Logo size={36} />
        <span className="verify-title">Vet Portal</span>
        <button type="button" className="btn btn-link verify-logout" onClick={onBackToLogin}>
          Log out
        </button>
      </header>
      <main className="verify-main">
        <ApplicationForm
          profile={profile}
          onSubmitted={() => setSubmitted(true)}
          onCancel={onBackToLogin}
        />
      </main>
    </div>
  );
}
