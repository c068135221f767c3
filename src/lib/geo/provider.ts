// Chooses the GeoProvider from config: the offline gazetteer by default, Nominatim when configured.
import { getConfig, type GeoProviderName } from '@/lib/api/config';
import { createGazetteerProvider } from './gazetteer';
import { createNominatimProvider } from './nominatim';
import type { GeoProvider } from './types';

const providers = new Map<GeoProviderName, GeoProvider>();

function create(name: GeoProviderName): GeoProvider {
  if (name === 'nominatim') {
    const baseUrl: unknown = import.meta.env.VITE_NOMINATIM_URL;
    return createNominatimProvider(typeof baseUrl === 'string' && baseUrl ? { baseUrl } : {});
  }
  return createGazetteerProvider();
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
