// A navigation opens from the cached page the server would send for its address: the portal's pages, else index.html.
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import type { PrecacheController } from 'workbox-precaching';
import { describe, expect, it } from 'vitest';
import { shellPages } from '../../../sw/shellPages';

const BASE = 'https://vets.example';

/** A precache listing `pages`, whose handlers answer with the page they are bound to. */
function precacheOf(pages: readonly string[]): PrecacheController {
  const listed = new Set(pages.map((page) => new URL(page, `${BASE}/`).href));
  const shell = {
    getCacheKeyForURL: (url: string) => {
      const href = new URL(url, `${BASE}/`).href;
      return listed.has(href) ? `${href}?__WB_REVISION__=1` : undefined;
    },
    createHandlerBoundToURL: (url: string) => {
      if (!shell.getCacheKeyForURL(url)) throw new Error(`${url} is not precached`);
      return () => Promise.resolve(new Response(url));
    },
  };
  return shell as unknown as PrecacheController;
}

async function pageFor(shell: PrecacheController, address: string): Promise<string> {
  const url = new URL(address, BASE);
  const options = { url, request: new Request(url), event: {} } as RouteHandlerCallbackOptions;
  return (await shellPages(shell)(options)).text();
}

describe('the page a navigation opens from the cache', () => {
  const shell = precacheOf(['index.html', 'vet-profile.html', 'vet-profile-orders.html']);

  it('is the portal’s page for the panel the address opens', async () => {
    expect(await pageFor(shell, '/vet-profile?panel=ManageOrder')).toBe('vet-profile-orders.html');
    expect(await pageFor(shell, '/vet-profile?tab=completed&panel=ManageOrder')).toBe(
      'vet-profile-orders.html',
    );
    expect(await pageFor(shell, '/vet-profile?panel=YourWallet')).toBe('vet-profile.html');
    expect(await pageFor(shell, '/vet-profile?panel=AccountDetails')).toBe('vet-profile.html');
    expect(await pageFor(shell, '/vet-profile')).toBe('vet-profile.html');
  });

  it('is index.html for every other address', async () => {
    for (const address of ['/', '/log-in', '/verify', '/pending', '/no-such-page']) {
      expect(await pageFor(shell, address), address).toBe('index.html');
    }
  });

  it('is index.html when the release lists no page for the portal', async () => {
    const bare = precacheOf(['index.html']);
    expect(await pageFor(bare, '/vet-profile?panel=ManageOrder')).toBe('index.html');
  });
});
