// Chooses the GeoProvider from config (the offline gazetteer by default, Nominatim when configured); its code loads with the first search.
import { getConfig, type GeoProviderName } from '@/lib/api/config';
import { GAZETTEER_CREDITS, NOMINATIM_CREDITS } from './credits';
import type { GeoProvider } from './types';

const providers = new Map<GeoProviderName, GeoProvider>();

/** The provider's own code: apart from the screen that searches, which draws before it comes. */
function load(name: GeoProviderName): Promise<GeoProvider> {
  if (name === 'nominatim') {
    const baseUrl: unknown = import.meta.env.VITE_NOMINATIM_URL;
    return import('./nominatim').then(({ createNominatimProvider }) =>
      createNominatimProvider(typeof baseUrl === 'string' && baseUrl ? { baseUrl } : {}),
    );
  }
  return import('./gazetteer').then(({ createGazetteerProvider }) => createGazetteerProvider());
}

/** A provider whose every call waits for its code, loaded once. */
function create(name: GeoProviderName): GeoProvider {
  let loading: Promise<GeoProvider> | null = null;
  const real = () => (loading ??= load(name));
  return {
    ...(name === 'nominatim' ? NOMINATIM_CREDITS : GAZETTEER_CREDITS),
    search: async (query, opts) => (await real()).search(query, opts),
    reverse: async (lat, lng, opts) => (await real()).reverse(lat, lng, opts),
    prepare: async () => (await real()).prepare?.(),
  };
}

/** One provider instance per name, so caches and the request spacing are shared. */
export function getGeoProvider(): GeoProvider {
  const name = getConfig().geoProvider;
  let provider = providers.get(name);
  if (!provider) {
    provider = create(name);
    providers.set(name, provider);
  }
  return provider;
}
