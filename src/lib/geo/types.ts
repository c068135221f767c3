// The map search adapter: one normalized Place shape, whichever service (or embedded data) answers.

/** A place as every provider returns it. `countryCode` is ISO 3166-1 alpha-2, upper case ('ZA'). */
export interface Place {
  /** What the vet sees and what is sent as the location, e.g. 'Brits, North West, South Africa'. */
  label: string;
  lat: number;
  lng: number;
  countryCode: string;
  /** A street-level or descriptive address, e.g. '12 Church Street, Brits' or '8 km NE of Brits'. */
  address: string;
}

export interface SearchOptions {
  /** Restrict results to these countries (ISO alpha-2, any case). */
  countryCodes?: readonly string[];
  signal?: AbortSignal;
}

export interface ReverseOptions {
  signal?: AbortSignal;
}

export interface GeoProvider {
  /** Short name for settings and logs ('offline', 'nominatim'). */
  readonly name: string;
  /** Credit line to show beside the search box (data licences ask for it). */
  readonly attribution: string;
  search(query: string, opts?: SearchOptions): Promise<Place[]>;
  /** The place at a point, or null when the provider knows nothing there. */
  reverse(lat: number, lng: number, opts?: ReverseOptions): Promise<Place | null>;
  /** Loads whatever the provider needs ahead of time (embedded data), so it works offline later. */
  prepare?(): Promise<void>;
}

/** Thrown by providers when the signal aborts; callers ignore it. */
export function abortError(): DOMException {
  return new DOMException('The search was cancelled.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
