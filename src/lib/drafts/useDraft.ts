// Keeps a form's input as a draft on the device while the vet types, and offers it back on return.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readOwner } from '@/lib/token';
import { draftKey, drafts, toFile, toStoredFile, type Draft, type DraftKind } from './draftStore';
import { markLiveDraft } from './liveDrafts';

/** How long typing must pause before the draft is written (a chosen file is written at once). */
export const DRAFT_DEBOUNCE_MS = 400;

type Files = Record<string, File | null>;

export interface UseDraftOptions<F> {
  /** The order id of a report, or 'application'. */
  form: string;
  kind: DraftKind;
  orderId: number | null;
  /** The order number, for the offer. */
  label: string;
  /** The form's values now (plain data). */
  fields: F;
  /** The form's chosen files now. */
  files: Files;
  /** True while the form holds nothing the vet typed (as it started): no draft is kept then. */
  blank: boolean;
  /** False where drafts do not apply (e.g. while a stored report is edited). */
  enabled?: boolean;
  /** Restore without asking (the vet already chose Continue elsewhere). */
  autoRestore?: boolean;
  /** Puts a draft's values and files back into the form. */
  onRestore: (fields: F, files: Files) => void;
}

export type DraftPhase = 'loading' | 'offering' | 'live' | 'off';

export interface DraftControl<F> {
  phase: DraftPhase;
  /** The draft found on return, while it is offered. */
  offer: Draft<F> | null;
  /** The key to delete in the transaction that queues the report, or null. */
  key: string | null;
  /** Continue: put the offered draft back into the form. */
  continueDraft: () => void;
  /** Discard (the vet confirmed): delete the offered draft and start empty. */
  discardDraft: () => Promise<void>;
  /** Stop saving (the form is being submitted). */
  hold: () => void;
  /** Save again (submitting failed; the input stays). */
  resume: () => void;
  /** The form was sent: stop saving and delete the draft. */
  clear: () => Promise<void>;
}

function snapshot<F>(fields: F, files: Files): Pick<Draft<F>, 'fields' | 'files'> {
  return {
    fields,
    files: Object.fromEntries(
      Object.entries(files).map(([name, file]) => [name, file ? toStoredFile(file) : null]),
    ),
  };
}

const restoreFiles = (draft: Draft): Files =>
  Object.fromEntries(
    Object.entries(draft.files).map(([name, stored]) => [name, stored ? toFile(stored) : null]),
  );

export function useDraft<F>(options: UseDraftOptions<F>): DraftControl<F> {
  const { form, fields, files, blank, enabled = true } = options;
  // The vet who opened the form owns its draft, even if the session ends while it is on screen.
  const [ownerId] = useState(() => readOwner());
  const active = enabled && ownerId !== null;
  const [found, setPhase] = useState<Exclude<DraftPhase, 'off'>>('loading');
  const phase: DraftPhase = active ? found : 'off';
  const [offer, setOffer] = useState<Draft<F> | null>(null);
  const held = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => Promise<void>) | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const token = useRef({});

  // On arrival: is there a draft of this form? Offer it (or restore it when already chosen).
  useEffect(() => {
    if (!active || !ownerId) return;
    let live = true;
    void drafts()
      .get(ownerId, form)
      .catch(() => undefined)
      .then((found) => {
        if (!live) return;
        if (!found) {
          setPhase('live');
          return;
        }
        const draft = found as Draft<F>;
        if (latest.current.autoRestore) {
          latest.current.onRestore(draft.fields, restoreFiles(draft));
          setPhase('live');
        } else {
          setOffer(draft);
          setPhase('offering');
        }
      });
    return () => {
      live = false;
    };
  }, [active, ownerId, form]);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const write = pending.current;
    pending.current = null;
    if (write) void write();
  }, []);

  /** Writes the form as it is now (or removes the draft when the form is back to blank). */
  const write = useCallback(async () => {
    if (held.current || !ownerId) return;
    const now = latest.current;
    try {
      if (now.blank) await drafts().remove(ownerId, form);
      else {
        await drafts().put({
          v: 1,
          ownerId,
          form,
          kind: now.kind,
          orderId: now.orderId,
          label: now.label,
          ...snapshot(now.fields, now.files),
          updatedAt: Date.now(),
        });
      }
    } catch (error) {
      console.warn('The draft could not be saved on this device', error);
    }
  }, [ownerId, form]);

  // Save as the vet types (debounced) and at once when a file is chosen; nothing while offering.
  const lastFiles = useRef(files);
  useEffect(() => {
    if (phase !== 'live' || held.current) return;
    const filesChanged = Object.keys(files).some((name) => files[name] !== lastFiles.current[name]);
    lastFiles.current = files;
    pending.current = write;
    if (timer.current !== null) clearTimeout(timer.current);
    if (filesChanged) flush();
    else timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
  }, [phase, fields, files, blank, write, flush]);

  // Input worth keeping is on screen: a 401 then asks to sign in over the form.
  useEffect(() => {
    const me = token.current;
    markLiveDraft(me, phase === 'live' && !blank);
    return () => markLiveDraft(me, false);
  }, [phase, blank]);

  // The page is hidden (camera app, app switch) or closing: write what is pending now.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush(); // leaving the form (e.g. to another panel) keeps what was typed
    };
  }, [flush]);

  const continueDraft = useCallback(() => {
    if (!offer) return;
    latest.current.onRestore(offer.fields, restoreFiles(offer));
    setOffer(null);
    setPhase('live');
  }, [offer]);

  const discardDraft = useCallback(async () => {
    if (ownerId)
      await drafts()
        .remove(ownerId, form)
        .catch(() => undefined);
    setOffer(null);
    setPhase('live');
  }, [ownerId, form]);

  const hold = useCallback(() => {
    held.current = true;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    markLiveDraft(token.current, false);
  }, []);

  const resume = useCallback(() => {
    held.current = false;
    pending.current = write; // what was typed before the failed submit is kept
    flush();
  }, [write, flush]);

  const clear = useCallback(async () => {
    hold();
    if (ownerId)
      await drafts()
        .remove(ownerId, form)
        .catch(() => undefined);
  }, [hold, ownerId, form]);

  return {
    phase,
    offer,
    key: active && ownerId ? draftKey(ownerId, form) : null,
    continueDraft,
    discardDraft,
    hold,
    resume,
    clear,
  };
}
