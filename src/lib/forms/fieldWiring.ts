// The props a form hands a field's control: value, change, ref, error (see useForm's `field`).
import type { ChangeEvent, RefObject } from 'react';

/** The keys of the values a control edits as text (inputs, selects, textareas). */
export type TextKey<V> = { [P in keyof V]: V[P] extends string ? P : never }[keyof V] & string;

/** The keys of the values a file picker holds. */
export type FileKey<V> = { [P in keyof V]: V[P] extends File | null ? P : never }[keyof V] & string;

/** What a `FileInput` needs: the file, its change, its error, a ref, and a lock while sending. */
export interface FileWiring {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
}

/** What a text control needs: its value, its change and a ref (the form focuses it on an error). */
export interface Control {
  ref: (element: HTMLElement | null) => void;
  value: string;
  onChange: (event: ChangeEvent<{ value: string }>) => void;
}

/** A control and its error, for a labelled field (`TextField`, `PhoneField`). */
export interface FieldWiring extends Control {
  error: string | undefined;
}
