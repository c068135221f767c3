// A service worker that cannot register: refused (private mode, a blocked script) it is said once; for want of signal it waits for the signal; stuck, the vet is told.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { OfflineReadyNote } from '@/components/OfflineReadyNote';
import { msg } from '@/lib/text/messages';
import { shellChanged } from '@/lib/offline/offlineSlice';
import { REGISTER_STALL_MS, registerServiceWorker } from '@/lib/offline/register';
import { connectionRestored, pageVisible } from '@/lib/page/pageEvents';
import { renderWithProviders } from '../../support/render';

// The browser refuses the script, as Chromium does for a blocked or missing sw.js, or for one it
// could not fetch (no signal): a TypeError either way.
const register = vi.hoisted(() => vi.fn<() => Promise<unknown>>());
/** Each Workbox the portal made, with the listeners it added (by event type). */
const workboxes = vi.hoisted(() => [] as Map<string, (event: unknown) => void>[]);
vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, (event: unknown) => void>();
    constructor() {
      workboxes.push(this.listeners);
    }
    addEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners.set(type, listener);
    }
    register() {
      return register();
    }
    update() {
      return Promise.resolve();
    }
  },
}));

const refused = () => Promise.reject(new TypeError('Failed to register a ServiceWorker'));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  register.mockReset();
  workboxes.length = 0;
  Object.defineProperty(navigator, 'serviceWorker', {
    value: Object.assign(new EventTarget(), { controller: null }),
    configurable: true,
  });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

function renderNote() {
  const view = renderWithProviders(<OfflineReadyNote />); // with the toasts and offline support
  act(() => {
    view.store.dispatch(shellChanged('downloading'));
  });
  expect(screen.getByText(/Getting the portal ready/)).toBeInTheDocument();
  return view;
}

/** No signal on the device: the note on screen, the worker's registration started and settled. */
async function registerWithNoSignal() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const view = renderNote();
  const stop = registerServiceWorker(view.store);
  await settle();
  /** The device has a network again, said `times` times (the window's `online` event). */
  const signalBack = async (times = 1) => {
    onLine.mockReturnValue(true);
    act(() => {
      for (let i = 0; i < times; i += 1) view.store.dispatch(connectionRestored());
    });
    await settle();
  };
  return { view, stop, signalBack };
}

describe('a service worker that cannot register', () => {
  it('takes the getting-ready note away and says once that the portal works online only', async () => {
    register.mockImplementation(refused);
    const view = renderNote();

    const stops = [registerServiceWorker(view.store), registerServiceWorker(view.store)];
    expect(await screen.findByText(msg.offlineUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(/Getting the portal ready/)).toBeNull();
    await settle();
    expect(screen.getAllByText(msg.offlineUnavailable)).toHaveLength(1);
    for (const stop of [...stops, view.stop]) stop();
  });

  it('with no signal, keeps the getting-ready note and registers when the signal returns', async () => {
    register.mockImplementation(refused);
    const { view, stop, signalBack } = await registerWithNoSignal();
    expect(register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(msg.offlineUnavailable)).toBeNull();
    expect(screen.getByText(/Getting the portal ready/)).toBeInTheDocument();

    // Signal back: registered this time, and only once however often the signal comes and goes.
    register.mockResolvedValue(undefined);
    await signalBack(2);
    expect(register).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(msg.offlineUnavailable)).toBeNull();
    for (const end of [stop, view.stop]) end();
  });

  it('whose first install failed for want of signal, registers again when the signal returns', async () => {
    register.mockResolvedValue(undefined);
    const { view, stop, signalBack } = await registerWithNoSignal();
    // The precache could not be fetched: the new worker becomes redundant, nothing controls the page.
    act(() => workboxes[0]?.get('redundant')?.({ isExternal: false }));
    act(() => {
      view.store.dispatch(pageVisible()); // the vet looks at the app again, still with no signal
    });
    expect(register).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Getting the portal ready/)).toBeInTheDocument();

    await signalBack();
    expect(register).toHaveBeenCalledTimes(2);
    expect(workboxes).toHaveLength(2); // a fresh registration, not the spent one again
    expect(screen.queryByText(msg.offlineUnavailable)).toBeNull();
    for (const end of [stop, view.stop]) end();
  });
});

describe('a service worker registration that never settles', () => {
  it('says after a while that getting ready takes too long and what to do, until it settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let settleRegistration = () => {};
    register.mockImplementation(
      () => new Promise((resolve) => (settleRegistration = () => resolve(undefined))),
    );
    const view = renderNote();
    const stop = registerServiceWorker(view.store);

    act(() => {
      vi.advanceTimersByTime(REGISTER_STALL_MS - 1);
    });
    expect(screen.getByText(msg.offlineDownloading)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent(msg.offlineStalled);
    expect(screen.getByRole('status')).toHaveTextContent(/close the browser completely/);

    // It settled after all (a slow network, not a stuck browser): back to getting ready.
    await act(async () => {
      settleRegistration();
      await Promise.resolve();
    });
    expect(screen.getByText(msg.offlineDownloading)).toBeInTheDocument();
    for (const end of [stop, view.stop]) end();
  });

  it("counts from the page's load (a slow first visit loads for a while before it registers)", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    onTestFinished(() => {
      vi.useRealTimers();
      Reflect.deleteProperty(document, 'readyState');
    });
    register.mockImplementation(() => new Promise(() => undefined));
    const view = renderNote();
    const stop = registerServiceWorker(view.store);

    act(() => {
      vi.advanceTimersByTime(REGISTER_STALL_MS * 2);
    });
    expect(screen.getByText(msg.offlineDownloading)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(REGISTER_STALL_MS);
    });
    expect(screen.getByText(msg.offlineStalled)).toBeInTheDocument();
    for (const end of [stop, view.stop]) end();
  });

  it('says nothing of the kind when the registration settles in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    register.mockResolvedValue(undefined);
    const view = renderNote();
    const stop = registerServiceWorker(view.store);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => {
      vi.advanceTimersByTime(REGISTER_STALL_MS * 2);
    });
    expect(screen.queryByText(msg.offlineStalled)).toBeNull();
    expect(screen.getByText(msg.offlineDownloading)).toBeInTheDocument();
    for (const end of [stop, view.stop]) end();
  });
});
