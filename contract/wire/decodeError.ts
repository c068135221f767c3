// The DecodeError the app shows for an answer it cannot read, and how what arrived is described (no schema library: the app's error helpers import it).

/** What the vet is told when an answer cannot be read; where and what go in `field` and `detail`. */
export const DECODE_MESSAGE =
  'The marketplace server sent something this portal does not understand.';

/**
 * An API answer the portal cannot use. `field` says where ("orders[3].inspection_fees"), `detail`
 * what was expected and what came. `code` is both as "field: detail": RTK Query keeps only the
 * name, message, stack and code of an error thrown while it reads an answer.
 */
export class DecodeError extends Error {
  readonly field: string;
  readonly detail: string;
  readonly code: string;

  constructor(field: string, detail: string) {
    super(DECODE_MESSAGE);
    this.name = 'DecodeError';
    this.field = field;
    this.detail = detail;
    this.code = `${field}: ${detail}`;
  }
}

/** A short picture of what arrived: text quoted and cut short, objects and lists not opened. */
function shown(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    text = String(value);
  } else if (value === undefined) return 'nothing';
  else return Array.isArray(value) ? '[…]' : '{…}';
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The detail of a value that is not `what`. */
export const notA = (what: string, value: unknown): string =>
  `expected ${what}, got ${shown(value)}`;
