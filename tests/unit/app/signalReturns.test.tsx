// Signal returning and the page coming back are heard in one place (lib/page/pageEvents.ts); the outbox, the token renewal,
// saving ahead and the update check react to the store's actions instead of each listening to the window.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundWork } from '../../support/backgroundWork';
import { makeStore } from '@/app/store';

afterEach(() => vi.restoreAllMocks());

const listenersFor = (spy: { mock: { calls: unknown[][] } }, type: string) =>
  spy.mock.calls.filter(([name]) => name === type).length;

describe('signal back, page visible', () => {
  it('are each heard once, and the outbox still sends when signal returns', async () => {
    const onWindow = vi.spyOn(window, 'addEventListener');
    const onDocument = vi.spyOn(document, 'addEventListener');
    const store = makeStore();
    const stop = startBackgroundWork(store); // the outbox's code loads at once here
    const { runner } = await store.outbox.running();
    const sendNow = vi.spyOn(runner, 'sendNow');

    expect(listenersFor(onWindow, 'online')).toBe(1);
    expect(listenersFor(onDocument, 'visibilitychange')).toBe(1);

    window.dispatchEvent(new Event('online'));
    expect(sendNow).toHaveBeenCalledTimes(1);
    stop();
  });
});
