// A button that shows a busy label and refuses clicks while its action runs.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled and shows `busyLabel` (or a spinner and the children). */
  busy?: boolean;
  busyLabel?: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
}

export function Button({
  busy = false,
  busyLabel,
  variant = 'primary',
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {busy
        ? (busyLabel ?? (
            <>
              <span className="spinner" aria-hidden="true" /> {children}
            </>
          ))
        : children}
    </button>
  );
}
