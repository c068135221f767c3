// Which requests count as map tiles for the service worker's tile cache.
import { describe, expect, it } from 'vitest';
import { isTileRequest, tileHostPattern, tileHostPatterns } from '../../../sw/tileHosts';

const get = (url: string) => ({ method: 'GET', url });

describe('tile hosts', () => {
  it('matches every subdomain of the OpenStreetMap tile servers by default', () => {
    const patterns = tileHostPatterns(undefined);
    expect(isTileRequest(get('https://a.tile.openstreetmap.org/15/1/2.png'), patterns)).toBe(true);
    expect(isTileRequest(get('https://c.tile.openstreetmap.org/3/4/5.png'), patterns)).toBe(true);
    expect(isTileRequest(get('https://tile.openstreetmap.org/3/4/5.png'), patterns)).toBe(true);
  });

  it('follows the configured tile URL template', () => {
    const patterns = tileHostPatterns('https://{s}.tiles.example.net/{z}/{x}/{y}.png');
    expect(isTileRequest(get('https://b.tiles.example.net/1/1/1.png'), patterns)).toBe(true);
    expect(isTileRequest(get('https://tiles.example.net.evil.test/1.png'), patterns)).toBe(false);
  });

  it('does not match look-alike hosts, other sites or writes', () => {
    const patterns = tileHostPatterns(undefined);
    expect(isTileRequest(get('https://a.tile.openstreetmap.org.evil.test/1.png'), patterns)).toBe(
      false,
    );
    expect(isTileRequest(get('https://nominatim.openstreetmap.org/search'), patterns)).toBe(false);
    expect(isTileRequest(get('https://portal.example/api/profile'), patterns)).toBe(false);
    expect(
      isTileRequest({ method: 'POST', url: 'https://a.tile.openstreetmap.org/1.png' }, patterns),
    ).toBe(false);
  });

  it('ignores a template without a host', () => {
    expect(tileHostPattern('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});
