// The page holds its reloads while its service worker registers or installs, or is yet to register (WebKit loses a worker reloaded over).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let installing: object | null = null;
let controller: object | null = null;
beforeEach(() => {
  installing = null;
  controller = null;
  vi.resetModules();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      get controller() {
        return controller;
      },
      getRegistration: () => Promise.resolve(installing ? { installing } : undefined),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const load = () => import('@/lib/offline/workerJob');

describe('whether the service worker is busy', () => {
  it('is busy before the page registers, while its registration is unsettled, and not after', async () => {
    const { trackRegistration, workerBusy } = await load();
    expect(await workerBusy()).toBe(true);
    let settle = () => {};
    const registration = new Promise<void>((resolve) => (settle = resolve));
    trackRegistration(registration);
    expect(await workerBusy()).toBe(true);
    settle();
    await registration;
    expect(await workerBusy()).toBe(false);
  });

  it('is not busy before registering in a page a worker already controls', async () => {
    controller = {};
    const { workerBusy } = await load();
    expect(await workerBusy()).toBe(false);
  });

  it('is not held by a registration that failed', async () => {
    const { trackRegistration, workerBusy } = await load();
    const refused = Promise.reject(new TypeError('Failed to fetch'));
    trackRegistration(refused);
    await refused.catch(() => undefined);
    expect(await workerBusy()).toBe(false);
  });

  it('is busy while the browser reports a worker installing', async () => {
    const { trackRegistration, workerBusy } = await load();
    const registered = Promise.resolve();
    trackRegistration(registered);
    await registered;
    installing = { state: 'installing' };
    expect(await workerBusy()).toBe(true);
    installing = null;
    expect(await workerBusy()).toBe(false);
  });

  it('is not busy in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { workerBusy } = await load();
    expect(await workerBusy()).toBe(false);
  });
});
