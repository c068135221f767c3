// "Is this point in South Africa?" against the embedded boundary (loaded lazily, once).
import { isInsideBoundary, type Boundary } from '@contract/geo/boundary';
import type { LatLng } from './coordinates';

let loading: Promise<Boundary> | null = null;

/** Loads the boundary data (a separate chunk, precached by the service worker). */
export function loadSouthAfricaBoundary(): Promise<Boundary> {
  loading ??= import('@contract/geo/za-boundary.json').then((module) => module.default as Boundary);
  return loading;
}

export async function isInSouthAfrica(point: LatLng): Promise<boolean> {
  return isInsideBoundary(await loadSouthAfricaBoundary(), point);
}

export const SOUTH_AFRICA = 'South Africa';

/** The location text sent with an application: the place label, ending in ', South Africa'. */
export function southAfricanLabel(label: string): string {
  const trimmed = label.trim();
  if (trimmed === SOUTH_AFRICA || trimmed.endsWith(`, ${SOUTH_AFRICA}`)) return trimmed;
  return trimmed ? `${trimmed}, ${SOUTH_AFRICA}` : SOUTH_AFRICA;
}
