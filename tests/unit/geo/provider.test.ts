// The configured place search: its name and credit are there before its code loads, and each call goes to the real provider, one per name.
import { describe, expect, it } from 'vitest';
import { setConfig } from '@/lib/api/config';
import { GAZETTEER_CREDITS, NOMINATIM_CREDITS } from '@/lib/geo/credits';
import { getGeoProvider } from '@/lib/geo/provider';

describe('the configured place search', () => {
  it('names the offline gazetteer at once, and searches and reverses through it', async () => {
    setConfig({ geoProvider: 'offline' });
    const provider = getGeoProvider();
    expect(provider.name).toBe(GAZETTEER_CREDITS.name);
    expect(provider.attribution).toBe(GAZETTEER_CREDITS.attribution);
    expect(getGeoProvider()).toBe(provider);

    await provider.prepare?.();
    const [first] = await provider.search('Pretoria', { countryCodes: ['ZA'] });
    expect(first?.label).toBe('Pretoria, Gauteng, South Africa');
    expect((await provider.reverse(-25.7479, 28.2293))?.label).toMatch(/, Gauteng, South Africa$/);
    expect(await provider.search('Pretoria', { countryCodes: ['LS'] })).toEqual([]);
  });

  it('credits Nominatim when it is configured, without asking it anything', () => {
    setConfig({ geoProvider: 'nominatim' });
    const provider = getGeoProvider();
    expect(provider.name).toBe(NOMINATIM_CREDITS.name);
    expect(provider.attribution).toBe(NOMINATIM_CREDITS.attribution);
    expect(provider).not.toBe((setConfig({ geoProvider: 'offline' }), getGeoProvider()));
  });
});
