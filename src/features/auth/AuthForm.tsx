// The frame of the Log In and Create Account screens: the logo, the title and the form's fields.
import type { ReactNode, SubmitEvent } from 'react';
import { Logo } from '@/components/Logo';

interface AuthFormProps {
  title: string;
  /** The form layer's submit handler (it keeps the browser's own validation and page load out). */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function AuthForm({ title, onSubmit, children }: AuthFormProps) {
  return (
    <main className="auth-page">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <Logo size={56} />
        <h1>{title}</h1>
        {children}
      </form>
    </main>
  );
}
