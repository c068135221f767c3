// The frame of the Log In and Create Account screens: the logo, the title and the form's fields.
import type { ReactNode } from 'react';
import { Logo } from '@/components/Logo';

interface AuthFormProps {
  title: string;
  /** Runs on submit (the browser's own validation and page load are left out). */
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

export function AuthForm({ title, onSubmit, children }: AuthFormProps) {
  return (
    <main className="auth-page">
      <form
        className="auth-form"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        <Logo size={56} />
        <h1>{title}</h1>
        {children}
      </form>
    </main>
  );
}
