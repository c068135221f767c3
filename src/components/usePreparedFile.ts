// A file picker's choice: photos scaled on the device first, then the 5 MB check; the form waits.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { canScalePhotos, isPhoto, scalingNote } from '@/lib/images/photoRules';
import { msg, photoMsg } from '@/lib/text/messages';
import { MAX_UPLOAD_BYTES } from '@contract/limits';
import { checkUpload } from '@/lib/forms/validation';

export type FileKind = 'image-or-pdf' | 'image';

/** Null when the file may be kept, otherwise why not. */
export function checkFile(file: File, kind: FileKind = 'image-or-pdf'): string | null {
  if (kind === 'image-or-pdf') return checkUpload(file);
  if (file.size > MAX_UPLOAD_BYTES) return msg.fileTooLarge;
  return file.type.startsWith('image/') ? null : msg.imageWrongType;
}

interface Prepared {
  file: File | null;
  /** Said under the chosen file, e.g. "4.8 MB photo reduced to 612 KB." */
  note: string | null;
  problem: string | null;
}

/** Scales a photo with the lazily loaded scaler; the file as chosen if the scaler cannot load. */
async function preparePicked(file: File): Promise<Prepared> {
  let scaler: typeof import('@/lib/images/preparePhoto');
  try {
    scaler = await import('@/lib/images/preparePhoto');
  } catch {
    return { file, note: null, problem: null }; // e.g. an old cached shell: the usual checks apply
  }
  // A file that cannot be opened cannot be made smaller: over 5 MB the spec's message says why.
  const unreadable = file.size > MAX_UPLOAD_BYTES ? msg.fileTooLarge : photoMsg.unreadable;
  try {
    const result = await scaler.preparePhoto(file, MAX_UPLOAD_BYTES);
    if (result.outcome === 'unreadable') return { file: null, note: null, problem: unreadable };
    if (result.outcome === 'unchanged') return { file, note: null, problem: null };
    return { file: result.file, note: scalingNote(file.size, result.file.size), problem: null };
  } catch {
    return { file: null, note: null, problem: unreadable }; // e.g. the file went away
  }
}

interface Options {
  kind: FileKind;
  /** The form's current file. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picker's input: its form is held while a photo is being prepared. */
  inputRef: RefObject<HTMLInputElement | null>;
}

export interface PreparedFile {
  /** Why the last chosen file was not kept, or null. */
  rejection: string | null;
  /** What to do instead, when there is a way (a photo of a PDF's pages fits), or null. */
  advice: string | null;
  /** A photo is being scaled. */
  busy: boolean;
  /** What happened to the form's current file, if it was scaled. */
  note: string | null;
  choose: (chosen: File | undefined) => void;
  /** Forgets the choice (and any photo still being prepared). */
  reset: () => void;
}

/**
 * Takes the vet's choice: a PDF (or a photo where this browser cannot scale) is checked at once,
 * as before; a photo is scaled first, and only the scaled file reaches `onChange`. A submit of the
 * form while a photo is being prepared is held and made once the form has the scaled file.
 */
export function usePreparedFile({ kind, file, onChange, inputRef }: Options): PreparedFile {
  const [rejection, setRejection] = useState<string | null>(null);
  const [advice, setAdvice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [noted, setNoted] = useState<{ file: File; note: string } | null>(null);
  const choice = useRef(0); // the latest choice wins; older results are ignored
  const busyRef = useRef(false);
  const heldSubmit = useRef<{ submitter: HTMLElement | null } | null>(null);
  const produced = useRef<File | null>(null);

  const setWorking = (working: boolean) => {
    busyRef.current = working;
    setBusy(working);
  };

  const settle = ({ file: kept, note, problem: found }: Prepared) => {
    const problem = found ?? (kept ? checkFile(kept, kind) : null);
    setWorking(false);
    setRejection(problem);
    // A PDF over 5 MB cannot be made smaller here, but a photo of its pages is scaled to fit.
    const photoFits = problem === msg.fileTooLarge && kept !== null && !isPhoto(kept);
    setAdvice(photoFits && canScalePhotos() ? photoMsg.photoInstead : null);
    if (problem || !kept) {
      heldSubmit.current = null;
      produced.current = null;
      setNoted(null);
      if (inputRef.current) inputRef.current.value = '';
      onChange(null);
      return;
    }
    produced.current = kept;
    setNoted(note ? { file: kept, note } : null);
    onChange(kept);
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const current = ++choice.current;
    if (!isPhoto(chosen) || !canScalePhotos()) {
      settle({ file: chosen, note: null, problem: null });
      return;
    }
    setRejection(null);
    setAdvice(null);
    setWorking(true);
    void preparePicked(chosen).then((prepared) => {
      if (current === choice.current) settle(prepared);
    });
  };

  const reset = () => {
    choice.current++;
    heldSubmit.current = null;
    setWorking(false);
    setRejection(null);
    setAdvice(null);
  };

  // Hold the form's submit while a photo is being prepared (the form has no scaled file yet).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hold = (event: SubmitEvent) => {
      if (!busyRef.current) return;
      event.preventDefault();
      event.stopImmediatePropagation(); // before React's handler, which listens at the root
      heldSubmit.current = { submitter: event.submitter };
    };
    form.addEventListener('submit', hold);
    return () => form.removeEventListener('submit', hold);
  }, [inputRef]);

  // ...and make it once the form has rendered with the scaled file.
  useEffect(() => {
    const held = heldSubmit.current;
    const form = inputRef.current?.form;
    if (busy || !held || !file || file !== produced.current || !form) return;
    heldSubmit.current = null;
    const submitter = held.submitter?.isConnected ? held.submitter : null;
    form.requestSubmit(submitter);
  }, [busy, file, inputRef]);

  return {
    rejection,
    advice,
    busy,
    note: noted && noted.file === file ? noted.note : null,
    choose,
    reset,
  };
}
