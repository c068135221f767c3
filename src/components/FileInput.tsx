// A labelled image-or-PDF picker: drop a file on it or click, shows its name and size, 5 MB limit.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { formatFileSize } from '@/lib/format';
import { msg } from '@/lib/messages';
import { checkUpload, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@/lib/validation';
import './FileInput.css';

export type FileKind = 'image-or-pdf' | 'image';

interface FileInputProps {
  label: string;
  /** The chosen file (kept by the form, never in Redux), or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  kind?: FileKind;
  /** An error from the form, e.g. 'Please provide Certification.'; a rejected file's error wins. */
  error?: string | null;
  hint?: string;
  /** Text of the button that lets the file go ('Remove', or 'Cancel' in the order wizard). */
  removeLabel?: string;
  name?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
}

const ACCEPT: Record<FileKind, string> = { 'image-or-pdf': UPLOAD_ACCEPT, image: 'image/*' };
const DEFAULT_HINT: Record<FileKind, string> = {
  'image-or-pdf': 'Images or PDF, up to 5 MB.',
  image: 'An image, up to 5 MB.',
};

/** Null when the file may be kept, otherwise why not. */
export function checkFile(file: File, kind: FileKind = 'image-or-pdf'): string | null {
  if (kind === 'image-or-pdf') return checkUpload(file);
  if (file.size > MAX_UPLOAD_BYTES) return msg.fileTooLarge;
  return file.type.startsWith('image/') ? null : msg.imageWrongType;
}

export function FileInput({
  label,
  file,
  onChange,
  kind = 'image-or-pdf',
  error,
  hint = DEFAULT_HINT[kind],
  removeLabel = 'Remove',
  name,
  inputRef,
  disabled = false,
}: FileInputProps) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const shownError = rejection ?? error ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fileId = `${id}-file`;

  useEffect(() => {
    if (!file && ref.current) ref.current.value = ''; // the same file can be chosen again
  }, [file, ref]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkFile(chosen, kind);
    setRejection(problem);
    if (problem && ref.current) ref.current.value = '';
    onChange(problem ? null : chosen);
  };

  const describedBy = [hintId, file ? fileId : null, shownError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field file-input">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div
        className={['file-drop', dragging ? 'dragging' : '', shownError ? 'invalid' : '']
          .filter(Boolean)
          .join(' ')}
      >
        <input
          ref={ref}
          id={id}
          name={name}
          type="file"
          accept={ACCEPT[kind]}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
        />
        <span className="file-drop-text" aria-hidden="true">
          <strong>Choose a file</strong> or drag it here
        </span>
      </div>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {file && (
        <div className="file-chosen">
          <span id={fileId} className="file-chosen-name">
            {file.name} <span className="file-chosen-size">({formatFileSize(file.size)})</span>
          </span>
          <button
            type="button"
            className="btn btn-secondary file-remove"
            aria-label={`${removeLabel} ${file.name}`}
            disabled={disabled}
            onClick={() => {
              setRejection(null);
              onChange(null);
              ref.current?.focus();
            }}
          >
            {removeLabel}
          </button>
        </div>
      )}
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
