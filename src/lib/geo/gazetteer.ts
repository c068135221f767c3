// The offline GeoProvider: search and reverse over embedded South African towns (GeoNames, CC BY 4.0).
import { GAZETTEER_CREDITS } from './credits';
import { compassDirection, distanceKm, type LatLng } from './coordinates';
import { isInSouthAfrica, loadSouthAfricaBoundary, SOUTH_AFRICA } from './southAfrica';
import {
  abortError,
  type GeoProvider,
  type Place,
  type ReverseOptions,
  type SearchOptions,
} from './types';

/** The committed data file: rows of [name, province index, lat, lng, population, aliases?]. */
export interface GazetteerData {
  provinces: readonly string[];
  places: readonly (readonly unknown[])[];
}

export interface Town {
  name: string;
  province: string;
  lat: number;
  lng: number;
  population: number;
  aliases: string[];
}

const MAX_RESULTS = 8;
/** Closer than this to a town, a point is labelled as the town itself rather than "Near …". */
const IN_TOWN_KM = 2;

/** Turns the compact rows into towns, skipping malformed rows. */
export function parseGazetteer(data: GazetteerData): Town[] {
  return data.places.flatMap((row) => {
    const [name, province, lat, lng, population, aliases] = row;
    if (typeof name !== 'string' || typeof lat !== 'number' || typeof lng !== 'number') return [];
    return [
      {
        name,
        province: typeof province === 'number' ? (data.provinces[province] ?? '') : '',
        lat,
        lng,
        population: typeof population === 'number' ? population : 0,
        aliases: Array.isArray(aliases)
          ? aliases.filter((a): a is string => typeof a === 'string')
          : [],
      },
    ];
  });
}

/** Lower case, accents and apostrophes removed, punctuation as spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 0 exact, 1 prefix, 2 a word's prefix, 3 anywhere; null when the name does not match. */
function matchRank(name: string, query: string): number | null {
  const n = normalize(name);
  if (n === query) return 0;
  if (n.startsWith(query)) return 1;
  if (n.split(' ').some((word) => word.startsWith(query))) return 2;
  if (n.includes(query)) return 3;
  return null;
}

const townLabel = (town: Town) =>
  [town.name, town.province, SOUTH_AFRICA].filter(Boolean).join(', ');
const townAddress = (town: Town) => [town.name, town.province].filter(Boolean).join(', ');

export function townToPlace(town: Town): Place {
  return {
    label: townLabel(town),
    lat: town.lat,
    lng: town.lng,
    countryCode: 'ZA',
    address: townAddress(town),
  };
}

/** Towns matching "name" or "name, province", best match first, then the larger town. */
export function searchTowns(towns: readonly Town[], query: string, limit = MAX_RESULTS): Town[] {
  const [namePart = '', ...rest] = query.split(',').map(normalize);
  const provinceHint = rest.find((part) => part && part !== 'south africa' && part !== 'za');
  if (!namePart) return [];
  return towns
    .flatMap((town) => {
      const ranks = [town.name, ...town.aliases]
        .map((name) => matchRank(name, namePart))
        .filter((rank): rank is number => rank !== null);
      if (ranks.length === 0) return [];
      if (provinceHint && !normalize(town.province).startsWith(provinceHint)) return [];
      return [{ town, rank: Math.min(...ranks) }];
    })
    .sort((a, b) => a.rank - b.rank || b.town.population - a.town.population)
    .slice(0, limit)
    .map((entry) => entry.town);
}

export function nearestTown(
  towns: readonly Town[],
  point: LatLng,
): { town: Town; km: number } | null {
  let best: { town: Town; km: number } | null = null;
  for (const town of towns) {
    const km = distanceKm(point, town);
    if (!best || km < best.km) best = { town, km };
  }
  return best;
}

/** A point inside South Africa described by its nearest town: "Near Brits, …" / "8 km NE of Brits". */
export function describePoint(towns: readonly Town[], point: LatLng): Place | null {
  const nearest = nearestTown(towns, point);
  if (!nearest) return null;
  const { town, km } = nearest;
  const inTown = km < IN_TOWN_KM;
  return {
    label: inTown ? townLabel(town) : `Near ${townLabel(town)}`,
    lat: point.lat,
    lng: point.lng,
    countryCode: 'ZA',
    address: inTown
      ? townAddress(town)
      : `${Math.round(km)} km ${compassDirection(town, point)} of ${town.name}`,
  };
}

interface GazetteerDeps {
  load?: () => Promise<GazetteerData>;
  insideSouthAfrica?: (point: LatLng) => Promise<boolean>;
}

/** The embedded towns' data (a separate chunk, precached by the service worker). */
export const loadEmbedded = async (): Promise<GazetteerData> =>
  (await import('./data/za-places.json')).default;

const wantsSouthAfrica = (codes?: readonly string[]) =>
  !codes || codes.length === 0 || codes.some((code) => code.toUpperCase() === 'ZA');

export function createGazetteerProvider(deps: GazetteerDeps = {}): GeoProvider {
  const load = deps.load ?? loadEmbedded;
  const insideSouthAfrica = deps.insideSouthAfrica ?? isInSouthAfrica;
  let towns: Promise<Town[]> | null = null;
  const getTowns = () => {
    if (!towns) {
      towns = load().then(parseGazetteer);
      towns.catch(() => {
        towns = null; // a failed chunk load is retried next time
      });
    }
    return towns;
  };
  const checkSignal = (signal?: AbortSignal) => {
    if (signal?.aborted) throw abortError();
  };

  return {
    ...GAZETTEER_CREDITS,
    async search(query: string, opts: SearchOptions = {}) {
      checkSignal(opts.signal);
      if (!wantsSouthAfrica(opts.countryCodes)) return [];
      const found = searchTowns(await getTowns(), query);
      checkSignal(opts.signal);
      return found.map(townToPlace);
    },
    async reverse(lat: number, lng: number, opts: ReverseOptions = {}) {
      checkSignal(opts.signal);
      const [all, inside] = await Promise.all([getTowns(), insideSouthAfrica({ lat, lng })]);
      checkSignal(opts.signal);
      return inside ? describePoint(all, { lat, lng }) : null;
    },
    async prepare() {
      await Promise.all([getTowns(), loadSouthAfricaBoundary()]);
    },
  };
}
