// Each place-search provider's name and the credit its data licence asks for, known before its code loads.

export const GAZETTEER_CREDITS = {
  name: 'offline',
  attribution: 'Town search works offline, with place data from GeoNames (CC BY 4.0).',
} as const;

export const NOMINATIM_CREDITS = {
  name: 'nominatim',
  attribution: 'Search by Nominatim, © OpenStreetMap contributors (ODbL).',
} as const;
