// Coordinates typed by a vet, distances and compass directions.
import { describe, expect, it } from 'vitest';
import {
  compassDirection,
  distanceKm,
  formatCoordinates,
  parseCoordinates,
} from '@/lib/geo/coordinates';

describe('coordinates', () => {
  it('reads "lat, lng" as typed from a GPS or a survey', () => {
    expect(parseCoordinates('-25.7479, 28.2293')).toEqual({ lat: -25.7479, lng: 28.2293 });
    expect(parseCoordinates('-25.7479 28.2293')).toEqual({ lat: -25.7479, lng: 28.2293 });
    expect(parseCoordinates('Brits')).toBeNull();
    expect(parseCoordinates('-95, 28')).toBeNull();
  });
  it('measures Pretoria to Johannesburg as about 53 km, Johannesburg lying south', () => {
    const pretoria = { lat: -25.7449, lng: 28.1878 };
    const johannesburg = { lat: -26.2023, lng: 28.0436 };
    expect(Math.round(distanceKm(pretoria, johannesburg))).toBe(53);
    expect(compassDirection(pretoria, johannesburg)).toBe('S');
    expect(compassDirection(johannesburg, { lat: -25.9, lng: 28.4 })).toBe('NE');
  });
  it('shows five decimals', () => {
    expect(formatCoordinates({ lat: -25.7479, lng: 28.2293 })).toBe('-25.74790, 28.22930');
  });
});
