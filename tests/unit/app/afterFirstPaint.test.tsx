// The first screen's paint: the background work's code is asked for after it, not beside it.
import { render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AfterFirstPaint, SETTLE_MS } from '@/app/AfterFirstPaint';
import { startBackgroundWork } from '../../support/backgroundWork';
import { makeStore, type AppStore } from '@/app/store';

const startOutbox = vi.hoisted(() => vi.fn((_deps: { port: unknown }) => () => undefined));
vi.mock('@/lib/outbox/startOutbox', () => ({ startOutbox }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  startOutbox.mockClear();
});

/** A promise and the function that settles it. */
function deferred() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/** Whether the outbox was started for this store (its port is the store's). */
const outboxStartedFor = (store: AppStore) =>
  startOutbox.mock.calls.some(([deps]) => deps.port === store.outbox);

it('tells once, a frame and SETTLE_MS after the first commit', () => {
  vi.useFakeTimers();
  const then = vi.fn();
  const { rerender } = render(<AfterFirstPaint then={then} />);
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(SETTLE_MS - 1); // counted from the frame, not from the commit
  expect(then).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(then).toHaveBeenCalledTimes(1);
  rerender(<AfterFirstPaint then={then} />);
  vi.runAllTimers();
  expect(then).toHaveBeenCalledTimes(1);
});

it('tells at once on a hidden page, which paints no frames', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const then = vi.fn();
  render(<AfterFirstPaint then={then} />);
  expect(then).toHaveBeenCalledTimes(1);
});

it('starts the outbox only once the first screen is on view', async () => {
  const firstScreen = deferred();
  const waiting = makeStore();
  const stopWaiting = startBackgroundWork(waiting, firstScreen.promise);
  // Started after it with its first screen already on view: once this one's outbox is up, the
  // waiting one's would be too had it not waited.
  const shown = makeStore();
  const stopShown = startBackgroundWork(shown, Promise.resolve());
  await vi.waitFor(() => expect(startOutbox).toHaveBeenCalled());
  expect(outboxStartedFor(waiting)).toBe(false);
  expect(outboxStartedFor(shown)).toBe(true);

  firstScreen.settle();
  await vi.waitFor(() => expect(outboxStartedFor(waiting)).toBe(true));
  expect(startOutbox).toHaveBeenCalledTimes(2);
  stopWaiting();
  stopShown();
});

it('never starts the outbox when stopped before the first screen is on view', async () => {
  const firstScreen = deferred();
  const stopped = makeStore();
  startBackgroundWork(stopped, firstScreen.promise)();
  // Started after it on the same first screen and left running: once this one's outbox is up, the
  // stopped one's would be too.
  const running = makeStore();
  const stopRunning = startBackgroundWork(running, firstScreen.promise);
  firstScreen.settle();
  await vi.waitFor(() => expect(startOutbox).toHaveBeenCalled());
  expect(outboxStartedFor(stopped)).toBe(false);
  expect(outboxStartedFor(running)).toBe(true);
  stopRunning();
});
