// The frame of the Log In and Create Account screens: the logo, the title and the form's fields.
import type { ReactNode, SubmitEvent } from 'react';
import { Logo } from '@/components/Logo';
import { useHydrated } from '@/lib/hooks/useHydrated';

interface AuthFormProps {
  title: string;
  /** The form layer's submit handler (it keeps the browser's own validation and page load out). */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function AuthForm({ title, onSubmit, children }: AuthFormProps) {
  // The server sends these screens drawn (scripts/prerender.ts). Until the scripts run, the fields
  // take no typing they would lose and the button cannot send the form as a plain page load.
  const hydrated = useHydrated();
  return (
    <main className="auth-page">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <Logo size={56} />
        <h1>{title}</h1>
        <fieldset className="auth-fields" disabled={!hydrated}>
          {children}
        </fieldset>
      </form>
    </main>
  );
}
