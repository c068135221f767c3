// The web manifest: a static file of public/ that index.html names, with icons that exist and an app address that opens.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPage } from '../../../contract/pages';

interface WebManifest {
  name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as WebManifest;

describe('the web manifest', () => {
  it('is the one index.html names', () => {
    expect(readFileSync('index.html', 'utf8')).toContain(
      '<link rel="manifest" href="/manifest.webmanifest" />',
    );
  });

  it('names icons that public/ has, a 512 px maskable one among them', () => {
    for (const { src } of manifest.icons) expect(existsSync(`public${src}`), src).toBe(true);
    expect(manifest.icons).toContainEqual(
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    );
  });

  it('opens the installed app on the portal, inside its scope, as an app', () => {
    expect(manifest.start_url).toBe('/vet-profile');
    // The app shell draws it (the signed-out visitor is sent on to Log In), not a prerendered page.
    expect(builtPage(manifest.start_url)).toBeNull();
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.display).toBe('standalone');
  });
});
