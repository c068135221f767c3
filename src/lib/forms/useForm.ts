// The one form layer: values, errors tied to fields, the first one told and focused, offline, one submit at a time.
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
import type { Control, FieldWiring, FileKey, FileWiring, TextKey } from './fieldWiring';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form that sends to the server itself: checked online first, its refusal told and placed. */
interface Sent<K extends string, V> {
  /** Sends the form (an RTK Query mutation); an `error` is told and its field errors placed. */
  send: (values: V) => Promise<{ error?: unknown }>;
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

export type FormOptions<K extends string, V extends object> = (Sent<K, V> | Local) & {
  /** The form's fields in screen order: the first with an error is focused (and told, see `tell`). */
  order: readonly K[];
  /** The values the form starts from and keeps (see `values`, `set` and `field`); none by default. */
  initial?: V | (() => V);
  /** The pure rules (the feature's rule file): every problem found, by field. */
  check: (values: V) => FieldErrors<K> | Promise<FieldErrors<K>>;
  /** After the server accepted it, or (without `send`) once the checks pass. */
  onSent: (values: V) => void | Promise<void>;
  /**
   * Whether the first field error is also toasted (default true); false keeps it under its field
   * only; a function gives the toast's words for the errors found (one message for several fields).
   */
  tell?: boolean | ((errors: FieldErrors<K>) => string);
  /** Wallet forms toast for 3000 ms (spec), the others for 5000 ms. */
  wallet?: boolean;
};

export interface Form<K extends string, V extends object> {
  /** What the vet has entered so far. */
  values: V;
  /** Change one value; its field's error goes (it is checked again on submit). */
  set: <P extends keyof V>(key: P, value: V[P]) => void;
  /** Put other values in (a restored draft, a reset after saving); the errors stay. */
  replace: (next: V | ((current: V) => V)) => void;
  /** The props of a text control for this value: value, onChange and the ref focused on an error. */
  control: (key: TextKey<V> & K) => Control;
  /** A control with its error, spread on a `TextField` or `PhoneField`. */
  field: (key: TextKey<V> & K) => FieldWiring;
  /** The props of a `FileInput` for this value (it is locked while the form sends). */
  file: (key: FileKey<V> & K) => FileWiring;
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

const NO_VALUES = {};

export function useForm<K extends string, V extends object = object>(
  options: FormOptions<K, V>,
): Form<K, V> {
  const [values, setValues] = useState<V>(options.initial ?? (NO_VALUES as V));
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  /** The error toasts this form raised: they go once it is saved, so no stale error stays. */
  const told = useRef(new Set<ToastId>());
  const refs = useRef(new Map<K, RefObject<HTMLElement | null>>());
  const setters = useRef(new Map<K, Control['ref']>());
  const latest = useRef({ options, values });
  useLayoutEffect(() => {
    latest.current = { options, values }; // the submit reads this render's values and callbacks
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

  const set = useCallback(
    <P extends keyof V>(key: P, value: V[P]) => {
      setValues((current) => ({ ...current, [key]: value }));
      // A value without a field of its own has no error: clearing it changes nothing.
      clear(key as unknown as K);
    },
    [clear],
  );

  /** One callback ref a field (a new one each render would detach and attach the element). */
  const refSetter = (key: K) => {
    let setter = setters.current.get(key);
    if (!setter) {
      const field = ref(key);
      setter = (element) => {
        field.current = element;
      };
      setters.current.set(key, setter);
    }
    return setter;
  };

  const control = (key: TextKey<V> & K): Control => ({
    ref: refSetter(key),
    value: values[key] as string,
    // The control offers only this value's strings (a select's options, say).
    onChange: (event) => set(key, event.target.value as V[typeof key]),
  });

  const field = (key: TextKey<V> & K): FieldWiring => ({
    ...control(key),
    error: errors[key],
  });

  const file = (key: FileKey<V> & K): FileWiring => ({
    file: values[key] as File | null,
    onChange: (chosen) => set(key, chosen as V[typeof key]),
    error: errors[key],
    inputRef: ref<HTMLInputElement>(key),
    disabled: busy,
  });

  const show = useCallback((found: FieldErrors<K>) => {
    const { order, wallet, tell = true } = latest.current.options;
    setErrors(found);
    const first = order.find((key) => found[key]);
    if (!first) return;
    const text = typeof tell === 'function' ? tell(found) : tell ? (found[first] ?? '') : '';
    if (text) told.current.add(notify.error(text, { wallet }));
    refs.current.get(first)?.current?.focus();
  }, []);

  const run = async () => {
    const { options, values } = latest.current;
    const { check, onSent, wallet } = options;
    const found = await check(values);
    if (Object.values(found).some(Boolean)) {
      show(found);
      return;
    }
    setErrors({});
    if (!options.send) {
      await onSent(values);
      return;
    }
    const { send, failure, serverFields, explain, say } = options;
    const tell = say ?? ((text: string) => told.current.add(notify.error(text, { wallet })));
    if (!isOnline()) {
      tell(msg.needsConnection);
      return;
    }
    const result = await send(values);
    if (result.error) {
      setErrors(serverFieldErrors(result.error, serverFields ?? {}));
      tell(explain ? explain(result.error) : clientErrorOr(result.error, failure));
      return;
    }
    // Saved: every error the form told goes with its field errors, before the success is told.
    notify.dismiss(told.current);
    told.current.clear();
    await onSent(values);
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

  return {
    values,
    set,
    replace: setValues,
    control,
    field,
    file,
    errors,
    busy,
    ref,
    clear,
    show,
    onSubmit,
  };
}
