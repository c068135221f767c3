// whenIdle: work after the screen is drawn, in the browser's idle time or a short while later without it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, NO_IDLE_DELAY_MS, whenIdle } from '@/lib/page/whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs in the browser’s idle time, waiting at most IDLE_TIMEOUT_MS, and can be cancelled', () => {
    const idle: { run: () => void; timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const work = vi.fn();

    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    idle[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(work);
    cancel();
    expect(cancelled).toEqual([2]);
  });

  it('runs NO_IDLE_DELAY_MS later where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(NO_IDLE_DELAY_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(work);
    cancel();
    vi.advanceTimersByTime(NO_IDLE_DELAY_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
