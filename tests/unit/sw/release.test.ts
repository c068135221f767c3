// The hand-over from sw.js to the worker's core: the core acts on the list its release's sw.js held.
import { describe, expect, it } from 'vitest';
import { holdPrecache, releasePrecache } from '../../../sw/release';

const scope = () => ({}) as ServiceWorkerGlobalScope;

describe('the release precache hand-over', () => {
  it('gives the core the list sw.js held', () => {
    const worker = scope();
    const list = [{ url: 'index.html', revision: 'abc' }, 'assets/index-1.js'];
    holdPrecache(worker, list);
    expect(releasePrecache(worker)).toBe(list);
  });

  it('refuses to run a core loaded without its sw.js', () => {
    expect(() => releasePrecache(scope())).toThrow('without a precache list');
  });
});
