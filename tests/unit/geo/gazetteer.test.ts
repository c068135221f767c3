// The offline gazetteer provider: parsing the embedded rows, town search, and reverse geocoding.
import { describe, expect, it } from 'vitest';
import {
  createGazetteerProvider,
  parseGazetteer,
  searchTowns,
  type GazetteerData,
} from '@/lib/geo/gazetteer';

const sample: GazetteerData = {
  provinces: ['Gauteng', 'North West', 'Western Cape'],
  places: [
    ['Pretoria', 0, -25.7449, 28.1878, 1619438],
    ['Brits', 1, -25.6347, 27.7801, 122497],
    ['Britstown', 7, -30.5872, 23.5041, 4000],
    ['Port Elizabeth', 2, -33.9611, 25.6149, 967677, ['Gqeberha']],
    ['Ga-Rankuwa', 1, -25.6167, 27.9833, 90945],
    ['Broken', 'x', 'y'],
  ],
};

describe('parseGazetteer', () => {
  it('turns rows into towns with their province, skipping malformed rows', () => {
    const towns = parseGazetteer(sample);
    expect(towns).toHaveLength(5);
    expect(towns[1]).toEqual({
      name: 'Brits',
      province: 'North West',
      lat: -25.6347,
      lng: 27.7801,
      population: 122497,
      aliases: [],
    });
    expect(towns[2]?.province).toBe(''); // unknown province index
    expect(towns[3]?.aliases).toEqual(['Gqeberha']);
  });
});

describe('searchTowns', () => {
  const towns = parseGazetteer(sample);
  const names = (query: string) => searchTowns(towns, query).map((town) => town.name);

  it('puts an exact match first, then prefixes, then the larger town', () => {
    expect(names('brits')).toEqual(['Brits', 'Britstown']);
    expect(names('BRI')).toEqual(['Brits', 'Britstown']);
  });
  it('finds a word inside a name, ignoring case and punctuation', () => {
    expect(names('rankuwa')).toEqual(['Ga-Rankuwa']);
    expect(names('ga rankuwa')).toEqual(['Ga-Rankuwa']);
  });
  it('knows new names of renamed towns', () => {
    expect(names('Gqeberha')).toEqual(['Port Elizabeth']);
  });
  it('narrows by a province after a comma and ignores ", South Africa"', () => {
    expect(names('Brits, North West')).toEqual(['Brits']);
    expect(names('Pretoria, South Africa')).toEqual(['Pretoria']);
  });
  it('finds nothing for an empty or unknown query', () => {
    expect(names('  ')).toEqual([]);
    expect(names('Maseru')).toEqual([]);
  });
});

describe('the offline provider', () => {
  const provider = createGazetteerProvider({
    load: () => Promise.resolve(sample),
    insideSouthAfrica: ({ lat }) => Promise.resolve(lat < -22 && lat > -35),
  });

  it('returns places labelled with the province and South Africa', async () => {
    const [brits] = await provider.search('Brits');
    expect(brits).toEqual({
      label: 'Brits, North West, South Africa',
      lat: -25.6347,
      lng: 27.7801,
      countryCode: 'ZA',
      address: 'Brits, North West',
    });
  });

  it('answers nothing when asked for other countries only', async () => {
    expect(await provider.search('Brits', { countryCodes: ['ls'] })).toEqual([]);
    expect(await provider.search('Brits', { countryCodes: ['za'] })).toHaveLength(2);
  });

  it('names a point in town after the town, and a point outside town by distance and direction', async () => {
    expect(await provider.reverse(-25.635, 27.781)).toMatchObject({
      label: 'Brits, North West, South Africa',
      lat: -25.635,
      lng: 27.781,
    });
    expect(await provider.reverse(-25.58, 27.84)).toEqual({
      label: 'Near Brits, North West, South Africa',
      lat: -25.58,
      lng: 27.84,
      countryCode: 'ZA',
      address: '9 km NE of Brits',
    });
  });

  it('knows no place outside South Africa', async () => {
    expect(await provider.reverse(-20, 28)).toBeNull();
  });

  it('stops when the search is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(provider.search('Brits', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('searches the real embedded data without a network', async () => {
    const real = createGazetteerProvider();
    const [first] = await real.search('Pretoria');
    expect(first?.label).toBe('Pretoria, Gauteng, South Africa');
    const near = await real.reverse(-25.7479, 28.2293);
    expect(near?.label).toMatch(/, Gauteng, South Africa$/);
    expect(await real.reverse(-29.3167, 27.4833)).toBeNull(); // Maseru, Lesotho
  });
});
