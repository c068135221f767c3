// Spaces calls out: one at a time, each starting at least `intervalMs` after the previous one.
import { abortError } from './types';

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Returns a scheduler; a call whose signal aborts while it waits is dropped without running. */
export function createThrottle(intervalMs: number, clock: Clock = realClock) {
  let queue: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;

  return function schedule<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const run = async (): Promise<T> => {
      const wait = lastStart + intervalMs - clock.now();
      if (wait > 0) await clock.sleep(wait);
      if (signal?.aborted) throw abortError();
      lastStart = clock.now();
      return task();
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
}
