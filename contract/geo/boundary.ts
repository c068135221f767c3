// Point-in-country test on an embedded boundary: polygons with holes, plus a small coastal margin.
// In the contract because the app and the reference server run the same check (za-boundary.json beside it).

interface LatLng {
  lat: number;
  lng: number;
}

/** [lng, lat], as GeoJSON orders them. */
export type Point = readonly number[];
export type Ring = readonly Point[];

export interface Boundary {
  /** Each polygon is [outer ring, ...holes] (South Africa's mainland has Lesotho as a hole). */
  polygons: readonly (readonly Ring[])[];
  /** Coastline lines: arcs of the boundary shared with no other country. */
  coast: readonly Ring[];
}

/** A coastal town may sit just outside the generalized outline; this much sea still counts. */
export const COAST_MARGIN_KM = 2;
const KM_PER_DEGREE = 111.195;

/** Even-odd ray casting: is (x, y) inside the ring? */
export function inRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygons(boundary: Boundary, { lat, lng }: LatLng): boolean {
  return boundary.polygons.some(
    ([outer, ...holes]) =>
      outer !== undefined &&
      inRing(lng, lat, outer) &&
      !holes.some((hole) => inRing(lng, lat, hole)),
  );
}

const sameVertex = (a: Point | undefined, b: Point | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/**
 * True when the point is within the margin of the coastline and its nearest coast point is not the
 * loose end of a coast line (where the coast meets a land border: beyond it lies a neighbour).
 */
function nearCoast(boundary: Boundary, { lat, lng }: LatLng): boolean {
  const xScale = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  let bestIsLooseEnd = false;
  for (const line of boundary.coast) {
    const closed = sameVertex(line[0], line.at(-1));
    for (let i = 1; i < line.length; i++) {
      const [x1 = 0, y1 = 0] = line[i - 1] ?? [];
      const [x2 = 0, y2 = 0] = line[i] ?? [];
      const ax = (x1 - lng) * xScale;
      const ay = y1 - lat;
      const dx = (x2 - lng) * xScale - ax;
      const dy = y2 - lat - ay;
      const lengthSquared = dx * dx + dy * dy;
      const t = lengthSquared === 0 ? 0 : -(ax * dx + ay * dy) / lengthSquared;
      const looseEnd = !closed && ((i === 1 && t <= 0) || (i === line.length - 1 && t >= 1));
      const clamped = Math.max(0, Math.min(1, t));
      const km = Math.hypot(ax + clamped * dx, ay + clamped * dy) * KM_PER_DEGREE;
      if (km < best) {
        best = km;
        bestIsLooseEnd = looseEnd;
      }
    }
  }
  return best <= COAST_MARGIN_KM && !bestIsLooseEnd;
}

/** Inside the country: within its polygons (holes excluded) or just off its own coast. */
export function isInsideBoundary(boundary: Boundary, point: LatLng): boolean {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return false;
  return inPolygons(boundary, point) || nearCoast(boundary, point);
}
