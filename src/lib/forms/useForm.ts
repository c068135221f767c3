// The one form layer: errors tied to fields, the first one told and focused, the offline check, one submit at a time.
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
  type SubmitEvent,
} from 'react';
import { clientErrorOr, serverFieldErrors } from '@/lib/api/errors';
import { msg } from '@/lib/text/messages';
import { isOnline } from '@/lib/offline/online';
import { notify, type ToastId } from '@/lib/toasts/toast';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form that sends to the server itself: checked online first, its refusal told and placed. */
interface Sent<K extends string> {
  /** Sends the form (an RTK Query mutation); an `error` is told and its field errors placed. */
  send: () => Promise<{ error?: unknown }>;
  /** The toast when the server refuses without saying why. */
  failure: string;
  /** Server field names -> the form's fields, for a 400 answer's field errors. */
  serverFields?: Record<string, K>;
  /** The words for a refusal, when the feature has its own reading (default: the 4xx `error` or `failure`). */
  explain?: (error: unknown) => string;
  /** Where "no connection" and refusals are told (default a toast), e.g. a line in a dialog. */
  say?: (text: string) => void;
}

/** A form that only hands its checked values on (the caller sends them). */
interface Local {
  send?: undefined;
  failure?: undefined;
  serverFields?: undefined;
  explain?: undefined;
  say?: undefined;
}

export type FormOptions<K extends string> = (Sent<K> | Local) & {
  /** The form's fields in screen order: the first with an error is focused (and told, see `tell`). */
  order: readonly K[];
  /** The pure rules (the feature's rule file): every problem found, by field. */
  check: () => FieldErrors<K> | Promise<FieldErrors<K>>;
  /** After the server accepted it, or (without `send`) once the checks pass. */
  onSent: () => void | Promise<void>;
  /**
   * Whether the first field error is also toasted (default true); false keeps it under its field
   * only; a function gives the toast's words for the errors found (one message for several fields).
   */
  tell?: boolean | ((errors: FieldErrors<K>) => string);
  /** Wallet forms toast for 3000 ms (spec), the others for 5000 ms. */
  wallet?: boolean;
};

export interface Form<K extends string> {
  errors: FieldErrors<K>;
  /** True from the tap until the answer (the checks included): a second tap does nothing. */
  busy: boolean;
  /** The ref of a field's control (for `ref` or a component's `inputRef`): the first error is focused. */
  ref: <E extends HTMLElement = HTMLElement>(key: K) => RefObject<E | null>;
  /** Forget a field's error (the vet changed it). */
  clear: (key: K) => void;
  /** Show these errors, telling and focusing the first. */
  show: (errors: FieldErrors<K>) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}

export function useForm<K extends string>(options: FormOptions<K>): Form<K> {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  /** The error toasts this form raised: they go once it is saved, so no stale error stays. */
  const told = useRef(new Set<ToastId>());
  const refs = useRef(new Map<K, RefObject<HTMLElement | null>>());
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options; // the submit reads this render's values and callbacks
  });

  const ref = useCallback(<E extends HTMLElement = HTMLElement>(key: K) => {
    let field = refs.current.get(key);
    if (!field) {
      field = { current: null };
      refs.current.set(key, field);
    }
    // One object per field, typed for the element it is given to (React sets `current`).
    return field as RefObject<E | null>;
  }, []);

  const clear = useCallback((key: K) => {
    setErrors((current) =>
      current[key] === undefined ? current : { ...current, [key]: undefined },
    );
  }, []);

  const show = useCallback((found: FieldErrors<K>) => {
    const { order, wallet, tell = true } = latest.current;
    setErrors(found);
    const first = order.find((key) => found[key]);
    if (!first) return;
    const text = typeof tell === 'function' ? tell(found) : tell ? (found[first] ?? '') : '';
    if (text) told.current.add(notify.error(text, { wallet }));
    refs.current.get(first)?.current?.focus();
  }, []);

  const run = async () => {
    const options = latest.current;
    const { check, onSent, wallet } = options;
    const found = await check();
    if (Object.values(found).some(Boolean)) {
      show(found);
      return;
    }
    setErrors({});
    if (!options.send) {
      await onSent();
      return;
    }
    const { send, failure, serverFields, explain, say } = options;
    const tell = say ?? ((text: string) => told.current.add(notify.error(text, { wallet })));
    if (!isOnline()) {
      tell(msg.needsConnection);
      return;
    }
    const result = await send();
    if (result.error) {
      setErrors(serverFieldErrors(result.error, serverFields ?? {}));
      tell(explain ? explain(result.error) : clientErrorOr(result.error, failure));
      return;
    }
    // Saved: every error the form told goes with its field errors, before the success is told.
    notify.dismiss(told.current);
    told.current.clear();
    await onSent();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    void run().finally(() => {
      sending.current = false;
      setBusy(false);
    });
  };

  return { errors, busy, ref, clear, show, onSubmit };
}
