// The first screen's paint: the background work's code is asked for after it, not beside it.
import { render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AfterFirstPaint, SETTLE_MS } from '@/app/AfterFirstPaint';
import { startBackgroundWork } from '@/app/startBackgroundWork';
import { makeStore } from '@/app/store';

const startOutbox = vi.hoisted(() => vi.fn(() => () => undefined));
vi.mock('@/lib/outbox/startOutbox', () => ({ startOutbox }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.restoreAllMocks();
  startOutbox.mockClear();
});

it('tells once, a frame and SETTLE_MS after the first commit', async () => {
  const then = vi.fn();
  const { rerender } = render(<AfterFirstPaint then={then} />);
  await wait(SETTLE_MS / 2);
  expect(then).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1), { timeout: SETTLE_MS * 4 });
  rerender(<AfterFirstPaint then={then} />);
  await wait(SETTLE_MS * 2);
  expect(then).toHaveBeenCalledTimes(1);
});

it('tells at once on a hidden page, which paints no frames', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const then = vi.fn();
  render(<AfterFirstPaint then={then} />);
  expect(then).toHaveBeenCalledTimes(1);
});

it('starts the outbox only once the first screen is on view, and not at all if stopped before', async () => {
  let shown = () => {};
  const firstScreen = new Promise<void>((resolve) => {
    shown = resolve;
  });
  const stop = startBackgroundWork(makeStore(), firstScreen);
  await wait(50);
  expect(startOutbox).not.toHaveBeenCalled();
  shown();
  await vi.waitFor(() => expect(startOutbox).toHaveBeenCalledTimes(1));
  stop();

  const never = startBackgroundWork(
    makeStore(),
    firstScreen.then(() => wait(20)),
  );
  never();
  await wait(100);
  expect(startOutbox).toHaveBeenCalledTimes(1);
});
