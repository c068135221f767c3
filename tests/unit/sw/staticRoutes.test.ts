// The build's files are read from the caches past the worker where the browser can (static routing), and nothing changes where it cannot.
import { describe, expect, it, vi } from 'vitest';
import { ASSETS_FROM_CACHE, routeAssetsPastWorker } from '../../../sw/staticRoutes';

/** An install event: `addRoutes` as Chromium has it, or none (WebKit, Firefox). */
function installEvent(addRoutes?: (rules: unknown) => Promise<void>) {
  const waited: Promise<unknown>[] = [];
  const event = { waitUntil: (promise: Promise<unknown>) => waited.push(promise), addRoutes };
  return { event: event as unknown as Parameters<typeof routeAssetsPastWorker>[0], waited };
}

describe('the static route for the build’s files', () => {
  it('sends GETs of /assets/ to the caches, and the install waits for the route', async () => {
    const addRoutes = vi.fn(() => Promise.resolve());
    const { event, waited } = installEvent(addRoutes);
    routeAssetsPastWorker(event);
    expect(waited).toHaveLength(1);
    await expect(waited[0]).resolves.toBeUndefined();
    expect(addRoutes).toHaveBeenCalledWith(ASSETS_FROM_CACHE);
    expect(ASSETS_FROM_CACHE).toEqual({
      condition: { urlPattern: '/assets/*', requestMethod: 'GET' },
      source: 'cache',
    });
  });

  it('never fails the install when the browser refuses the rule', async () => {
    for (const addRoutes of [
      () => Promise.reject(new TypeError('unsupported condition')),
      () => {
        throw new TypeError('unsupported condition');
      },
    ]) {
      const { event, waited } = installEvent(addRoutes);
      routeAssetsPastWorker(event);
      await expect(waited[0]).resolves.toBeUndefined();
    }
  });

  it('is left out where the browser has no static routing', () => {
    const { event, waited } = installEvent();
    expect(() => routeAssetsPastWorker(event)).not.toThrow();
    expect(waited).toHaveLength(0);
  });
});
