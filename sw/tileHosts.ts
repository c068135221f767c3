// Which hosts serve map tiles: the configured tile URL's host pattern plus OpenStreetMap's.

const OSM_TILE_TEMPLATES = [
  'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
];

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A hostname pattern from a tile URL template: `{s}.tile.example.org` matches a.tile.example.org. */
export function tileHostPattern(template: string): RegExp | null {
  const host = /^[a-z]+:\/\/([^/]+)/i.exec(template.trim())?.[1];
  if (!host) return null;
  const pattern = host
    .split(/\{[^}]+\}/)
    .map(escape)
    .join('[a-z0-9-]+');
  return new RegExp(`^${pattern}$`, 'i');
}

/** Patterns for the configured tile server and OpenStreetMap (the default). */
export function tileHostPatterns(configured: string | undefined): RegExp[] {
  const templates = [...OSM_TILE_TEMPLATES, configured ?? ''];
  return templates.map(tileHostPattern).filter((pattern): pattern is RegExp => pattern !== null);
}

/** True for a GET of an image tile from one of the tile hosts. */
export function isTileRequest(
  request: { method: string; url: string },
  patterns: readonly RegExp[],
): boolean {
  if (request.method !== 'GET') return false;
  const { hostname, port } = new URL(request.url);
  const host = port ? `${hostname}:${port}` : hostname;
  return patterns.some((pattern) => pattern.test(host));
}
