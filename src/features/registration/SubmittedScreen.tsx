// The Submitted screen: thanks, the 2-3 business days review time, and Back to Login.
import { registrationMsg } from './messages';
import { useEffect, useRef } from 'react';
import { Logo } from '@/components/Logo';

export function SubmittedScreen({ onBackToLogin }: { onBackToLogin: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []); // screen readers hear the new screen
  return (
    <main className="centered-page">
      <Logo size={56} />
      <h1 ref={heading} tabIndex={-1}>
        {registrationMsg.submittedTitle}
      </h1>
      <p>{registrationMsg.reviewTime}</p>
      <button type="button" className="btn btn-primary" onClick={onBackToLogin}>
        Back to Login
      </button>
    </main>
  );
}
