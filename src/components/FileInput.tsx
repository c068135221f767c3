// A labelled image-or-PDF picker (drop, click, or the camera on phones): photos scaled first, 5 MB limit.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { formatFileSize } from '@/lib/text/format';
import { photoMsg } from '@/lib/text/messages';
import { useMediaQuery } from '@/lib/hooks/useMediaQuery';
import { UPLOAD_ACCEPT } from '@/lib/forms/validation';
import { usePreparedFile, type FileKind } from './usePreparedFile';
import './FileInput.css';

interface FileInputProps {
  label: string;
  /** The chosen file (kept by the form, never in Redux), or null. A photo arrives already scaled. */
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
  const cameraId = `${id}-camera`;
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const [dragging, setDragging] = useState(false);
  const offersCamera = useMediaQuery('(pointer: coarse)'); // phones and tablets
  const { rejection, advice, busy, note, choose, reset } = usePreparedFile({
    kind,
    file,
    onChange,
    inputRef: ref,
  });
  const shownError = rejection ?? error ?? null;
  const status = busy ? photoMsg.processing : note;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fileId = `${id}-file`;
  const statusId = `${id}-status`;

  useEffect(() => {
    if (!file && ref.current) ref.current.value = ''; // the same file can be chosen again
  }, [file, ref]);

  const describedBy = [
    hintId,
    file ? fileId : null,
    status ? statusId : null,
    shownError ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  const invalid = shownError ? true : undefined;

  return (
    <div className="field file-input" aria-busy={busy || undefined}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="file-pickers">
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
            aria-invalid={invalid}
            onChange={(event) => choose(event.target.files?.[0])}
            onDragEnter={() => setDragging(true)}
            onDragLeave={() => setDragging(false)}
            onDrop={() => setDragging(false)}
          />
          <span className="file-drop-text" aria-hidden="true">
            <strong>Choose a file</strong>
            <span className="file-drop-drag"> or drag it here</span>
          </span>
        </div>
        {offersCamera && (
          <div className={['file-camera', shownError ? 'invalid' : ''].filter(Boolean).join(' ')}>
            <input
              id={cameraId}
              type="file"
              accept="image/*"
              capture="environment"
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = ''; // each photo taken is a new file
              }}
            />
            <label htmlFor={cameraId} className="file-camera-text">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path
                  fill="currentColor"
                  d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
                />
              </svg>
              {photoMsg.takePhoto}
              <span className="visually-hidden"> for {label}</span>
            </label>
          </div>
        )}
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
              reset();
              onChange(null);
              ref.current?.focus();
            }}
          >
            {removeLabel}
          </button>
        </div>
      )}
      <p id={statusId} className={busy ? 'file-status busy' : 'file-status'} aria-live="polite">
        {status}
      </p>
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
          {rejection && advice && <span className="field-advice"> {advice}</span>}
        </p>
      )}
    </div>
  );
}
