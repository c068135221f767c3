// The online GeoProvider: OpenStreetMap's Nominatim (jsonv2), at most one request a second, cached.
import { NOMINATIM_CREDITS } from './credits';
import { createThrottle, type Clock } from './throttle';
import {
  abortError,
  type GeoProvider,
  type Place,
  type ReverseOptions,
  type SearchOptions,
} from './types';

/** The parts of a Nominatim jsonv2 result this app reads. */
export interface NominatimResult {
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
  address?: Record<string, string | undefined>;
}

export const NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
const MAX_RESULTS = 8;
const CACHE_LIMIT = 200;

function firstOf(address: Record<string, string | undefined>, keys: readonly string[]) {
  for (const key of keys) {
    const value = address[key];
    if (value) return value;
  }
  return undefined;
}

/** A short street-level address from Nominatim's address parts. */
export function addressFrom(result: NominatimResult): string {
  const address = result.address ?? {};
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  const parts = [
    street || firstOf(address, ['farm', 'hamlet', 'isolated_dwelling']) || result.name,
    firstOf(address, ['suburb', 'neighbourhood', 'quarter']),
    firstOf(address, ['city', 'town', 'village', 'municipality']),
    address.state,
    address.postcode,
  ];
  const unique = parts.filter(
    (part, i): part is string => Boolean(part) && parts.indexOf(part) === i,
  );
  return unique.join(', ') || result.display_name;
}

/** One Nominatim result as a Place; null when its coordinates are unusable. */
export function toPlace(result: NominatimResult): Place | null {
  const lat = Number(result.lat);
  const lng = Number(result.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !result.display_name) return null;
  return {
    label: result.display_name,
    lat,
    lng,
    countryCode: (result.address?.country_code ?? '').toUpperCase(),
    address: addressFrom(result),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isResult(value: unknown): value is NominatimResult {
  return (
    isRecord(value) &&
    typeof value.lat === 'string' &&
    typeof value.lon === 'string' &&
    typeof value.display_name === 'string'
  );
}

/** /search answers an array of results. */
export function parseSearch(body: unknown): Place[] {
  if (!Array.isArray(body)) return [];
  return body.filter(isResult).flatMap((result) => toPlace(result) ?? []);
}

/** /reverse answers one result, or {"error": "Unable to geocode"} where nothing is known. */
export function parseReverse(body: unknown): Place | null {
  return isResult(body) ? toPlace(body) : null;
}

export interface NominatimOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  clock?: Clock;
  /** Minimum spacing between requests (Nominatim's usage policy: 1 per second). */
  intervalMs?: number;
  language?: string;
}

export function createNominatimProvider(options: NominatimOptions = {}): GeoProvider {
  const baseUrl = (options.baseUrl ?? NOMINATIM_URL).replace(/\/+$/, '');
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const schedule = createThrottle(options.intervalMs ?? 1000, options.clock);
  const language = options.language ?? 'en';
  const cache = new Map<string, unknown>();

  const remember = (key: string, body: unknown) => {
    cache.set(key, body);
    if (cache.size > CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  };

  async function getJson(path: string, params: Record<string, string>, signal?: AbortSignal) {
    const url = `${baseUrl}/${path}?${new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': language,
      ...params,
    }).toString()}`;
    if (cache.has(url)) return cache.get(url);
    if (signal?.aborted) throw abortError();
    return schedule(async () => {
      if (cache.has(url)) return cache.get(url); // answered while this call waited its turn
      const response = await doFetch(url, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`The map service answered ${response.status}.`);
      const body: unknown = await response.json();
      remember(url, body);
      return body;
    }, signal);
  }

  return {
    ...NOMINATIM_CREDITS,
    async search(query: string, opts: SearchOptions = {}) {
      const q = query.trim();
      if (!q) return [];
      const params: Record<string, string> = { q, limit: String(MAX_RESULTS) };
      if (opts.countryCodes?.length) {
        params.countrycodes = opts.countryCodes.map((code) => code.toLowerCase()).join(',');
      }
      return parseSearch(await getJson('search', params, opts.signal));
    },
    async reverse(lat: number, lng: number, opts: ReverseOptions = {}) {
      const params = { lat: lat.toFixed(5), lon: lng.toFixed(5), zoom: '18' };
      return parseReverse(await getJson('reverse', params, opts.signal));
    },
  };
}
