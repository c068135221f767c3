// "Does the livestock have a health certificate?" — a Yes switch that reveals the certificate picker.
import { useId } from 'react';
import { FileInput } from '@/components/FileInput';
import { mediaUrl } from '@/lib/api/mediaUrl';

interface CertificateSwitchProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | null;
  disabled?: boolean;
  /** The certificate the report already sent (its link), kept unless another file is chosen. */
  sent?: string | null;
}

export function CertificateSwitch({
  on,
  onToggle,
  file,
  onFile,
  error,
  disabled,
  sent,
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
      {on && sent && (
        <p className="certificate-sent">
          <a href={mediaUrl(sent)} target="_blank" rel="noopener noreferrer">
            View the certificate already sent
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {file ? ' — the file chosen below replaces it.' : ' — choose a file only to replace it.'}
        </p>
      )}
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
