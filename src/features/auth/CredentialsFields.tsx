// The username (phone or email) and password fields of every sign-in form.
import { TextField } from '@/components/TextField';
import type { FieldWiring } from '@/lib/forms/fieldWiring';

interface CredentialsFieldsProps {
  /** `form.field('username')` of the sign-in form. */
  username: FieldWiring;
  /** `form.field('password')`: its error shows there (the Log In screen uses toasts instead). */
  password: FieldWiring;
}

export function CredentialsFields({ username, password }: CredentialsFieldsProps) {
  return (
    <>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        inputMode="email"
        placeholder="Enter your phone number or email"
        {...username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        {...password}
      />
    </>
  );
}
