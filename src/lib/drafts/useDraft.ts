// Keeps a form's input as a draft on the device while the vet types, and offers it back on return.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { draftMsg } from '@/lib/text/messages';
import { isQuotaExceeded } from '@/lib/storage/storageErrors';
import { readOwner } from '@/lib/session/token';
import {
  draftKey,
  drafts,
  toFile,
  toStoredFile,
  type Draft,
  type DraftSubject,
} from './draftStore';
import { markLiveDraft } from './liveDrafts';
import { useDraftWrites } from './useDraftWrites';

type Files = Record<string, File | null>;

export interface UseDraftOptions<F> {
  /** What the form is, as its feature says (topic and key find the draft; the label is offered). */
  subject: DraftSubject;
  /** The form's values now (plain data). */
  fields: F;
  /** The form's chosen files now. */
  files: Files;
  /** True while the form holds nothing the vet typed (as it started): no draft is kept then. */
  blank: boolean;
  /** False where drafts do not apply (e.g. while a stored, already sent form is edited). */
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
  /** The key to delete in the transaction that hands the form on (e.g. to the outbox), or null. */
  key: string | null;
  /** Continue: put the offered draft back into the form. */
  continueDraft: () => void;
  /** Discard (the vet confirmed): delete the offered draft and start empty. */
  discardDraft: () => Promise<void>;
  /** Stop saving (the form is being submitted). */
  hold: () => void;
  /** Save again (submitting failed; the input stays). */
  resume: () => void;
  /** Why the last write failed (a full phone, say), for the form to show; null when saved. */
  problem: string | null;
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
  const { fields, files, blank, enabled = true } = options;
  const { topic, key: formKey } = options.subject;
  // One object per form (topic and key), so the callbacks below stay the same while it is typed in.
  const form = useMemo(() => ({ topic, key: formKey }), [topic, formKey]);
  // The vet who opened the form owns its draft, even if the session ends while it is on screen.
  const [ownerId] = useState(() => readOwner());
  const active = enabled && ownerId !== null;
  const [found, setPhase] = useState<Exclude<DraftPhase, 'off'>>('loading');
  const phase: DraftPhase = active ? found : 'off';
  const [offer, setOffer] = useState<Draft<F> | null>(null);
  const held = useRef(false);
  /** A draft of this form is on the device (so a form back to blank removes it). */
  const stored = useRef(false);
  /** Input changed since the last write began. */
  const dirty = useRef(false);
  const writing = useRef<Promise<void> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const token = useRef({});
  const writes = useDraftWrites();

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
        stored.current = true;
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

  /** Writes the form as it is now (or removes the draft when the form is back to blank). */
  const write = useCallback(async () => {
    if (held.current || !ownerId) return;
    const now = latest.current;
    if (now.blank && !stored.current) return; // nothing typed, nothing on the device
    try {
      if (now.blank) {
        await writes.remove(ownerId, form);
        stored.current = false;
      } else {
        await writes.put({
          v: 2,
          ownerId,
          subject: { ...form, label: now.subject.label },
          ...snapshot(now.fields, now.files),
          updatedAt: Date.now(),
        });
        stored.current = true;
      }
      setProblem(null);
    } catch (error) {
      setProblem(isQuotaExceeded(error) ? draftMsg.noSpace : draftMsg.notSaved);
      console.warn('The draft could not be saved on this device', error);
    }
  }, [ownerId, form, writes]);

  /**
   * One write at a time; what is typed during a write is written right after it. The loop's last
   * check and the release happen in one go, so a change after it starts a new round.
   */
  const flush = useCallback(() => {
    if (!dirty.current || held.current || writing.current) return;
    writing.current = (async () => {
      try {
        while (dirty.current && !held.current) {
          dirty.current = false;
          await write();
        }
      } finally {
        writing.current = null;
      }
    })();
  }, [write]);

  // Every change is written, a burst of them (one keystroke's updates) as one write; nothing
  // while a found draft is offered.
  useEffect(() => {
    if (phase !== 'live' || held.current) return;
    dirty.current = true;
    queueMicrotask(flush);
  }, [phase, fields, files, blank, flush]);

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
    stored.current = false;
    if (ownerId) await writes.remove(ownerId, form).catch(() => undefined);
    setOffer(null);
    setPhase('live');
  }, [ownerId, form, writes]);

  const hold = useCallback(() => {
    held.current = true;
    dirty.current = false;
    markLiveDraft(token.current, false);
  }, []);

  const resume = useCallback(() => {
    held.current = false;
    dirty.current = true; // what was typed before the failed submit is kept
    flush();
  }, [flush]);

  const clear = useCallback(async () => {
    hold();
    await writing.current;
    stored.current = false;
    if (ownerId) await writes.remove(ownerId, form).catch(() => undefined);
  }, [hold, ownerId, form, writes]);

  return {
    phase,
    offer,
    key: active && ownerId ? draftKey(ownerId, form) : null,
    continueDraft,
    discardDraft,
    hold,
    resume,
    problem,
    clear,
  };
}
