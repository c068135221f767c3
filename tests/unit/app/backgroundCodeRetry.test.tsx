// Background code that could not be downloaded (signal lost as the first screen showed) is asked for again when the signal returns.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Part = 'outbox' | 'toasts';

const NOT_DOWNLOADED = 'Failed to fetch dynamically imported module';

/** How often each part's code was asked for. */
const asked: Record<Part, number> = { outbox: 0, toasts: 0 };

/** Starts the background work in a fresh module graph; each part in `failing` fails its first download. */
async function startWith(failing: Part[]) {
  vi.resetModules();
  asked.outbox = 0;
  asked.toasts = 0;
  const fails = new Set(failing);
  const download = (part: Part, path: string) => async () => {
    asked[part] += 1;
    if (fails.delete(part)) throw new TypeError(NOT_DOWNLOADED);
    return vi.importActual(path);
  };
  vi.doMock('@/lib/outbox/startOutbox', download('outbox', '@/lib/outbox/startOutbox'));
  vi.doMock('@/lib/toasts/toastLibrary', download('toasts', '@/lib/toasts/toastLibrary'));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const [{ startBackgroundWork }, { makeStore }] = await Promise.all([
    import('@/app/startBackgroundWork'),
    import('@/app/store'),
  ]);
  const store = makeStore();
  const stop = startBackgroundWork(store);
  return { store, stop, warn };
}

/** Whether `promise` has settled after the pending work has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

const signalBack = () => window.dispatchEvent(new Event('online'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('background code whose download failed', () => {
  it('the outbox: asked for again when the signal returns, then it runs', async () => {
    const { store, stop, warn } = await startWith(['outbox']);
    await waitFor(() => expect(asked.outbox).toBe(1));
    const running = store.outbox.running();
    expect(await settled(running)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be downloaded'),
      expect.any(Error),
    );

    signalBack();
    await running;
    expect(asked.outbox).toBe(2);
    signalBack(); // running now: not asked for again
    expect(await settled(Promise.resolve())).toBe(true);
    expect(asked.outbox).toBe(2);
    stop();
  });

  it('the toasts’ library: asked for again when the signal returns, once it is in no more', async () => {
    const { stop } = await startWith(['toasts']);
    await waitFor(() => expect(asked.toasts).toBe(1));
    signalBack();
    await waitFor(() => expect(asked.toasts).toBe(2));
    const { loadToasts } = await import('@/lib/toasts/toastLoader');
    await loadToasts();
    signalBack();
    await loadToasts();
    expect(asked.toasts).toBe(2);
    stop();
  });

  it('stopped while it waits for the signal: not asked for again', async () => {
    const { stop } = await startWith(['outbox']);
    await waitFor(() => expect(asked.outbox).toBe(1));
    await settled(Promise.resolve()); // its failure heard
    stop();
    signalBack();
    expect(await settled(Promise.resolve())).toBe(true);
    expect(asked.outbox).toBe(1);
  });
});
