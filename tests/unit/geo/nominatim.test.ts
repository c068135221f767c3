// The Nominatim provider against recorded jsonv2 shapes: parsing, one request a second, caching.
import { describe, expect, it } from 'vitest';
import { createNominatimProvider, parseReverse, parseSearch } from '@/lib/geo/nominatim';
import type { Clock } from '@/lib/geo/throttle';
import reversePretoria from './fixtures/nominatim-reverse-pretoria.json';
import reverseSea from './fixtures/nominatim-reverse-sea.json';
import searchBrits from './fixtures/nominatim-search-brits.json';

/** A fake clock: sleeping moves time forward at once. */
function fakeClock(): Clock & { elapsed: () => number } {
  let now = 1_000_000;
  return {
    now: () => now,
    sleep: (ms) => {
      now += ms;
      return Promise.resolve();
    },
    elapsed: () => now - 1_000_000,
  };
}

/** A fetch that answers from fixtures and records the URL and clock time of every call. */
function recordingFetch(clock: Clock, answer: (url: URL) => unknown) {
  const calls: { url: URL; at: number }[] = [];
  const fetchFn = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push({ url, at: clock.now() });
    return Promise.resolve(Response.json(answer(url)));
  };
  return { calls, fetch: fetchFn };
}

describe('parsing Nominatim jsonv2', () => {
  it('reads search results into places and drops unusable ones', () => {
    const places = parseSearch(searchBrits);
    expect(places).toHaveLength(2);
    expect(places[0]).toEqual({
      label:
        'Brits, Madibeng Local Municipality, Bojanala Platinum District Municipality, North West, 0250, South Africa',
      lat: -25.63466,
      lng: 27.78012,
      countryCode: 'ZA',
      address: 'Brits, North West, 0250',
    });
    expect(places[1]?.address).toBe('Van Velden Street, Brits, North West, 0250');
  });

  it('reads a reverse result with a street address', () => {
    expect(parseReverse(reversePretoria)).toEqual({
      label:
        '241, Jorissen Street, Sunnyside, Pretoria, City of Tshwane Metropolitan Municipality, Gauteng, 0132, South Africa',
      lat: -25.7478932,
      lng: 28.2292718,
      countryCode: 'ZA',
      address: '241 Jorissen Street, Sunnyside, Pretoria, Gauteng, 0132',
    });
  });

  it('reads "Unable to geocode" and other shapes as nothing found', () => {
    expect(parseReverse(reverseSea)).toBeNull();
    expect(parseSearch({ error: 'bad' })).toEqual([]);
  });
});

describe('the Nominatim provider', () => {
  it('asks for jsonv2 in English, limited to the requested countries', async () => {
    const clock = fakeClock();
    const { calls, fetch } = recordingFetch(clock, () => searchBrits);
    const provider = createNominatimProvider({ fetch, clock, baseUrl: 'https://geo.test/' });
    const places = await provider.search(' Brits ', { countryCodes: ['ZA'] });
    expect(places).toHaveLength(2);
    const url = calls[0]!.url;
    expect(url.origin + url.pathname).toBe('https://geo.test/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'Brits',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'za',
      'accept-language': 'en',
    });
  });

  it('reverse-geocodes a point with lat and lon', async () => {
    const clock = fakeClock();
    const { calls, fetch } = recordingFetch(clock, () => reversePretoria);
    const provider = createNominatimProvider({ fetch, clock });
    const place = await provider.reverse(-25.7479, 28.2293);
    expect(place?.address).toBe('241 Jorissen Street, Sunnyside, Pretoria, Gauteng, 0132');
    expect(calls[0]!.url.pathname).toBe('/reverse');
    expect(calls[0]!.url.searchParams.get('lat')).toBe('-25.74790');
    expect(calls[0]!.url.searchParams.get('lon')).toBe('28.22930');
  });

  it('sends at most one request a second, however fast the vet searches', async () => {
    const clock = fakeClock();
    const { calls, fetch } = recordingFetch(clock, () => searchBrits);
    const provider = createNominatimProvider({ fetch, clock });
    await Promise.all([
      provider.search('Brits'),
      provider.search('Hartbeespoort'),
      provider.search('Pretoria'),
    ]);
    expect(calls.map((call) => call.url.searchParams.get('q'))).toEqual([
      'Brits',
      'Hartbeespoort',
      'Pretoria',
    ]);
    const gaps = calls.slice(1).map((call, i) => call.at - calls[i]!.at);
    expect(gaps.every((gap) => gap >= 1000)).toBe(true);
  });

  it('answers a repeated search or reverse from its cache without a request', async () => {
    const clock = fakeClock();
    const { calls, fetch } = recordingFetch(clock, (url) =>
      url.pathname === '/reverse' ? reversePretoria : searchBrits,
    );
    const provider = createNominatimProvider({ fetch, clock });
    const first = await provider.search('Brits');
    expect(await provider.search('Brits')).toEqual(first);
    await provider.reverse(-25.7479, 28.2293);
    await provider.reverse(-25.7479, 28.2293);
    expect(calls).toHaveLength(2);
  });

  it('drops a search cancelled while it waited its turn', async () => {
    const clock = fakeClock();
    const { calls, fetch } = recordingFetch(clock, () => searchBrits);
    const provider = createNominatimProvider({ fetch, clock });
    const controller = new AbortController();
    const first = provider.search('Brits');
    const second = provider.search('Pretoria', { signal: controller.signal });
    controller.abort();
    await first;
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('reports a failing service as an error (and does not cache it)', async () => {
    const clock = fakeClock();
    let status = 503;
    const fetch = (() =>
      Promise.resolve(
        status === 200 ? Response.json(searchBrits) : new Response('busy', { status }),
      )) as unknown as typeof globalThis.fetch;
    const provider = createNominatimProvider({ fetch, clock });
    await expect(provider.search('Brits')).rejects.toThrow('503');
    status = 200;
    expect(await provider.search('Brits')).toHaveLength(2);
  });
});
