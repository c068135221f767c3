// The username (phone or email) and password fields of every sign-in form.
import type { RefObject } from 'react';
import { Field } from '@/components/Field';

interface CredentialsFieldsProps {
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  /** Shown at the password field (tied to it); the Log In screen uses toasts instead. */
  passwordError?: string | null;
  /** The password input, focused when its error shows. */
  passwordRef?: RefObject<HTMLInputElement | null>;
}

export function CredentialsFields({
  username,
  password,
  onUsername,
  onPassword,
  passwordError = null,
  passwordRef,
}: CredentialsFieldsProps) {
  return (
    <>
      <Field label="Username">
        <input
          name="username"
          autoComplete="username"
          inputMode="email"
          placeholder="Enter your phone number or email"
          value={username}
          onChange={(event) => onUsername(event.target.value)}
        />
      </Field>
      <Field label="Password" error={passwordError}>
        <input
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
        />
      </Field>
    </>
  );
}
