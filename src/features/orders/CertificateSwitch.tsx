// "Does the livestock have a health certificate?" — a Yes switch that reveals the certificate picker.
import { useId } from 'react';
import { FileInput } from '@/components/FileInput';

interface CertificateSwitchProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | null;
  disabled?: boolean;
}

export function CertificateSwitch({
  on,
  onToggle,
  file,
  onFile,
  error,
  disabled,
}: CertificateSwitchProps) {
  const id = useId();
  return (
    <div className="certificate">
      <div className="switch-row">
        <label htmlFor={id} className="switch-question">
          Does the livestock have a health certificate?
        </label>
        <span className="switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            aria-checked={on}
            checked={on}
            disabled={disabled}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <span className="switch-label" aria-hidden="true">
            Yes
          </span>
        </span>
      </div>
      {on && (
        <FileInput
          label="Health certificate"
          file={file}
          onChange={onFile}
          error={error}
          hint="Upload limit - 5MB"
          removeLabel="Cancel"
          disabled={disabled}
        />
      )}
    </div>
  );
}
