// A labelled form field whose hint and error are tied to the input with aria-describedby.
import { cloneElement, useId, type ReactElement } from 'react';

interface FieldProps {
  label: string;
  /** The input, select or textarea; it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<Record<string, unknown>>;
  error?: string | null;
  hint?: string;
  className?: string;
}

export function Field({ label, children, error, hint, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
