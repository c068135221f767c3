// Outbox runner against a fake API (node, fake-indexeddb). docs/offline-and-outbox.md scenarios
// covered here: 2 (drop after commit: replay creates nothing), 3 (200 HTML is not "sent"), 4
// (removal after confirmation fails: replay harmless), 5 (certificate bytes arrive intact after a
// broken first attempt; the real half-upload is in tests/integration/outboxServer.test.ts), 6
// (5xx/408/429 + Retry-After, backoff, never expired), 7 (400/413/422 park only that item), 8 (401
// pauses the queue as 'Sign in to send', resumes after sign-in), 9 (same key, different payload:
// conflict shown), 11 (an attempt ignores navigator.onLine; the 'known offline' gate on
// opportunistic triggers is in offline.test.ts), 15 (empty or corrupt Blob caught before sending),
// 17 (never sent with another vet's token), 20 (no item dropped by age), and a tab killed
// mid-upload (item left 'sending').
import { ordersMsg } from '@/features/orders/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxMsg } from '@/features/orders/messages';
import { MAX_DELAY_MS, MIN_DELAY_MS } from '@/lib/outbox/backoff';
import type { OutboxDb } from '@/lib/outbox/db';
import {
  API,
  certificateBytes,
  fakeApi,
  fakeToken,
  freshDb,
  makeItem,
  sha256,
  testRunner,
  asUpdate,
  certificateFile,
} from './support';
import { paths } from '@contract/paths';
import { askArrival } from '@/lib/outbox/arrival';
import { fetchTransport } from '@/lib/outbox/transport';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function withCertificate(size: number) {
  const bytes = certificateBytes(size);
  const blob = new Blob([bytes], { type: 'application/pdf' });
  return {
    blob,
    bytes,
    info: certificateFile({
      name: 'certificate.pdf',
      type: 'application/pdf',
      size,
      sha256: await sha256(bytes),
    }),
  };
}

describe('outbox runner', () => {
  it('sends a report with its owner token and its id as Idempotency-Key, then removes it', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const item = makeItem();
    await db.add(item, null);
    const { runner, sent, tokens } = testRunner(db, api);

    await runner.trigger('test');

    expect(api.requests).toEqual([
      {
        url: `${API}dashboard/send-inspection-report/${item.subject.key}/`,
        method: 'POST',
        key: item.id,
        auth: `Bearer ${tokens.current}`,
      },
    ]);
    expect(api.reports[0]).toMatchObject({
      state: 'Good',
      description: item.fields.inspection_description,
    });
    expect(await db.list()).toEqual([]);
    expect(sent).toEqual([item.id]);
  });

  it('patches update-inspection-report for a completed order', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const item = asUpdate(makeItem());
    await db.add(item, null);
    await testRunner(db, api).runner.trigger('test');
    expect(api.requests[0]).toMatchObject({
      url: `${API}dashboard/update-inspection-report/${item.subject.key}/`,
      method: 'PATCH',
    });
  });

  it('2: a report whose answer was lost after the server committed it is found on the server, not sent again', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push('drop-after-commit');
    const item = makeItem();
    await db.add(item, null);
    const { runner, sent } = testRunner(db, api);

    await runner.trigger('test');

    expect(api.requests.map((r) => r.key)).toEqual([item.id]); // sent once
    expect(api.reads).toEqual([`${API}${paths.completedOrders}`]); // then asked whether it arrived
    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toEqual([]);
    expect(sent).toEqual([item.id]);
  });

  it('2: with no signal to ask, the next attempt asks the server first and sends nothing twice', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const item = makeItem();
    await db.add(item, null);
    const { runner, clock, sent } = testRunner(db, api);
    // The report reached the server, then the signal went before its answer (and the question) came.
    api.script.push('drop-after-commit');
    const asked = api.fetch;
    let signal = false;
    const { runner: offlineAsk } = testRunner(db, api, {
      askArrival: askArrival(async (input, init) => {
        if (!signal) throw new TypeError('fetch failed');
        return asked(input, init);
      }),
    });
    await offlineAsk.trigger('no signal after the send');
    offlineAsk.stop();
    expect(await db.list()).toMatchObject([{ state: 'queued', uncertain: true }]);

    signal = true;
    clock.advance(10 * 60_000);
    await runner.trigger('signal back');
    expect(api.requests).toHaveLength(1); // never sent again
    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toEqual([]);
    expect(sent).toEqual([item.id]);
  });

  it('2: a server that does not honour Idempotency-Key still gets each report once', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const forgetful: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete('Idempotency-Key');
      return api.fetch(input, { ...init, headers });
    };
    api.script.push('drop-after-commit', 'drop-after-commit');
    for (let i = 0; i < 2; i++) await db.add(makeItem(), null);
    const { runner } = testRunner(db, api, {
      transport: fetchTransport(forgetful),
      askArrival: askArrival(forgetful),
    });
    await runner.trigger('test');
    expect(api.reports).toHaveLength(2);
    expect(await db.list()).toEqual([]);
  });

  it('21: an API whose CORS refuses Idempotency-Key gets the report without it, once', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    // django-cors-headers' default list: a preflight naming Idempotency-Key is refused, so the
    // browser fails the request like a lost signal, while plain reads still answer.
    const corsDefaults: typeof fetch = (input, init) =>
      new Headers(init?.headers).has('Idempotency-Key')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : api.fetch(input, init);
    for (let i = 0; i < 2; i++) await db.add(makeItem(), null);
    const { runner, sent } = testRunner(db, api, {
      transport: fetchTransport(corsDefaults),
      askArrival: askArrival(corsDefaults),
    });
    await runner.trigger('test');
    expect(api.reports).toHaveLength(2);
    expect(api.requests.map((r) => r.key)).toEqual([null, null]); // the second went without it at once
    expect(sent).toHaveLength(2);
    expect(await db.list()).toEqual([]);
  });

  it('21: a send the server turns away at the network level says so and keeps the report', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const refusesSends: typeof fetch = (input, init) =>
      init?.method === 'GET' || init?.method === undefined
        ? api.fetch(input, init)
        : Promise.reject(new TypeError('Failed to fetch'));
    await db.add(makeItem(), null);
    const { runner } = testRunner(db, api, {
      transport: fetchTransport(refusesSends),
      askArrival: askArrival(refusesSends),
    });
    await runner.trigger('test');
    expect(await db.list()).toMatchObject([
      {
        state: 'queued',
        lastError: outboxMsg.refusedByServer,
        withoutKey: true,
        uncertain: false,
      },
    ]);
    expect(api.reports).toHaveLength(0);
  });

  it('2: a refusal of a report the server already holds (the browser resent it unasked) counts as sent', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const item = makeItem();
    await db.add(item, null);
    // The browser's own retry of a request whose connection dropped reached the server first.
    api.reports.push({
      key: '',
      orderId: item.subject.key,
      method: 'POST',
      state: 'Good',
      description: item.fields.inspection_description ?? '',
      certificate: null,
    });
    api.script.push({
      status: 400,
      body: { error: 'A report was already sent for this order. Use update instead.' },
    });
    const { runner, sent } = testRunner(db, api);
    await runner.trigger('test');
    expect(sent).toEqual([item.id]);
    expect(await db.list()).toEqual([]);
  });

  it('7: a refusal of a report the server does not hold still needs the vet', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const item = makeItem();
    await db.add(item, null);
    api.script.push({ status: 400, body: { error: 'This order has been cancelled.' } });
    const { runner, sent } = testRunner(db, api);
    await runner.trigger('test');
    expect(sent).toEqual([]);
    expect(await db.list()).toMatchObject([
      { state: 'needs-attention', lastError: 'This order has been cancelled.' },
    ]);
  });

  it('3: a 200 HTML page (captive portal) is not counted as sent', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push('html');
    const item = makeItem();
    await db.add(item, null);
    const { runner, sent } = testRunner(db, api);

    await runner.trigger('test');

    expect(sent).toEqual([]);
    expect(await db.list()).toMatchObject([
      { id: item.id, state: 'queued', attempts: 1, lastError: outboxMsg.notTheServer },
    ]);
  });

  it('4: when removing a confirmed item fails, the next replay is harmless', async () => {
    const { db: realDb } = freshDb();
    let failures = 2; // the removal and the fallback "mark sent" both fail once
    const flakyDb: OutboxDb = {
      ...realDb,
      remove: (id) =>
        failures-- > 0 ? Promise.reject(new Error('disk I/O error')) : realDb.remove(id),
      patch: (id, change) =>
        failures > 0 && change({ ...makeItem(), state: 'sending' })?.state === 'sent'
          ? Promise.reject(new Error('disk I/O error'))
          : realDb.patch(id, change),
    };
    const api = fakeApi();
    const item = makeItem();
    await realDb.add(item, null);
    const { runner } = testRunner(flakyDb, api);

    await runner.trigger('first');
    expect(await realDb.list()).toHaveLength(1); // still there: the server's answer was not recorded

    await runner.trigger('second');
    expect(api.requests).toHaveLength(2);
    expect(api.reports).toHaveLength(1);
    expect(await realDb.list()).toEqual([]);
  });

  it('5: sends the certificate intact after a first attempt that broke off', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push('network');
    const { blob, bytes, info } = await withCertificate(5 * 1024 * 1024);
    const item = makeItem({ file: info });
    await db.add(item, blob);
    const { runner, clock } = testRunner(db, api);

    await runner.trigger('first');
    clock.advance(MAX_DELAY_MS);
    await runner.trigger('second');

    expect(api.reports).toHaveLength(1);
    const received = api.reports[0]!.certificate!;
    expect(received.name).toBe('certificate.pdf');
    expect(received.size).toBe(bytes.length);
    expect(await sha256(received.bytes)).toBe(info.sha256);
  });

  it.each([
    [503, undefined],
    [500, undefined],
    [408, undefined],
    [429, undefined],
  ])('6: retries a %i later with jittered backoff between 5 s and 10 min', async (status) => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status, body: { error: 'busy' } });
    const item = makeItem();
    await db.add(item, null);
    const { runner, clock } = testRunner(db, api, { random: () => 0.5 });

    await runner.trigger('test');

    const [stored] = await db.list();
    expect(stored).toMatchObject({ state: 'queued', attempts: 1 });
    const delay = stored!.nextAttemptAt - clock.now();
    expect(delay).toBeGreaterThanOrEqual(MIN_DELAY_MS);
    expect(delay).toBeLessThanOrEqual(10_000);
    expect(clock.pendingDelay()).toBe(delay);
  });

  it('6: honours Retry-After on a 429', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 429, body: {}, headers: { 'Retry-After': '120' } });
    await db.add(makeItem(), null);
    const { runner, clock } = testRunner(db, api);

    await runner.trigger('test');

    const [stored] = await db.list();
    expect(stored!.nextAttemptAt - clock.now()).toBe(120_000);
    expect(stored!.lastError).toBe(outboxMsg.serverBusy);
  });

  it('6 and 20: keeps retrying for ever (capped at 10 min) and never drops an old report', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const yearAgo = Date.UTC(2025, 0, 1);
    const item = makeItem({ createdAt: yearAgo, attempts: 500 });
    await db.add(item, null);
    for (let i = 0; i < 30; i++) api.script.push({ status: 503 });
    const { runner, clock } = testRunner(db, api, { random: () => 0.999 });

    for (let i = 0; i < 30; i++) {
      await runner.trigger('retry');
      const [stored] = await db.list();
      expect(stored!.nextAttemptAt - clock.now()).toBeLessThanOrEqual(MAX_DELAY_MS);
      clock.advance(MAX_DELAY_MS);
    }
    await runner.trigger('signal is back');

    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toEqual([]);
  });

  it.each([400, 413, 422])(
    '7: a %i parks only that report (with the server message); the next one still goes out',
    async (status) => {
      const { db } = freshDb();
      const api = fakeApi();
      api.script.push({
        status,
        body: { inspection_health_state: ['"Superb" is not a valid choice.'] },
      });
      const bad = makeItem();
      const good = makeItem();
      await db.add(bad, null);
      await db.add(good, null);
      const { runner, sent } = testRunner(db, api);

      await runner.trigger('test');

      expect(sent).toEqual([good.id]);
      expect(await db.list()).toMatchObject([
        {
          id: bad.id,
          state: 'needs-attention',
          attempts: 1,
          lastError: '"Superb" is not a valid choice.',
        },
      ]);
    },
  );

  it('7: a 4xx without a readable body says "Failed to send inspection report."', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 404 });
    await db.add(makeItem(), null);
    await testRunner(db, api).runner.trigger('test');
    expect((await db.list())[0]).toMatchObject({
      state: 'needs-attention',
      lastError: ordersMsg.reportFailed,
    });
  });

  it("8: a 401 pauses the whole queue as 'Sign in to send' and resumes after sign-in", async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 401, body: { detail: 'Token expired' } });
    const first = makeItem();
    const second = makeItem();
    await db.add(first, null);
    await db.add(second, null);
    const { runner, tokens, unauthorizedCount, sent } = testRunner(db, api);

    await runner.trigger('test');

    expect(api.requests).toHaveLength(1);
    expect(unauthorizedCount()).toBe(1);
    expect((await db.list()).map((i) => [i.state, i.lastError])).toEqual([
      ['waiting-for-sign-in', outboxMsg.signInToSend],
      ['waiting-for-sign-in', outboxMsg.signInToSend],
    ]);

    // The session ended (token removed); nothing is sent while signed out.
    tokens.current = null;
    await runner.trigger('online');
    expect(api.requests).toHaveLength(1);

    // The vet signs in again.
    tokens.current = fakeToken('7') + 'fresh';
    await runner.tokenChanged();

    expect(sent).toEqual([first.id, second.id]);
    expect(api.requests.slice(1).map((r) => r.auth)).toEqual([
      `Bearer ${tokens.current}`,
      `Bearer ${tokens.current}`,
    ]);
    expect(await db.list()).toEqual([]);
  });

  it('8: a 401 the token renewal mends sends again at once, never showing "Sign in to send"', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 401, body: { detail: 'Token expired' } });
    const item = makeItem();
    await db.add(item, null);
    const states: string[] = [];
    const renewed = fakeToken('7') + 'renewed';
    const wired = testRunner(db, api, {
      onItems: (items) => states.push(...items.map((i) => i.state)),
      renew: () => {
        wired.tokens.current = renewed;
        return Promise.resolve('renewed');
      },
    });

    await wired.runner.trigger('test');

    expect(wired.sent).toEqual([item.id]);
    expect(api.requests.map((r) => r.auth)).toEqual([
      `Bearer ${fakeToken('7')}`,
      `Bearer ${renewed}`,
    ]);
    expect(api.reports).toHaveLength(1);
    expect(states).not.toContain('waiting-for-sign-in');
    expect(wired.unauthorizedCount()).toBe(0);
  });

  it('8: a 401 while the renewal gets no answer keeps the report queued, with no sign-in prompt', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 401, body: { detail: 'Token expired' } });
    await db.add(makeItem(), null);
    const { runner, unauthorizedCount } = testRunner(db, api, {
      renew: () => Promise.resolve('unavailable'),
    });

    await runner.trigger('test');

    expect((await db.list()).map((i) => [i.state, i.lastError])).toEqual([
      ['queued', outboxMsg.serverNotAnswering],
    ]);
    expect(unauthorizedCount()).toBe(0);
  });

  it('8: a 401 whose refresh token is refused pauses the queue for sign-in', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    api.script.push({ status: 401, body: { detail: 'Token expired' } });
    await db.add(makeItem(), null);
    const { runner, unauthorizedCount } = testRunner(db, api, {
      renew: () => Promise.resolve('refused'),
    });

    await runner.trigger('test');

    expect((await db.list()).map((i) => i.state)).toEqual(['waiting-for-sign-in']);
    expect(unauthorizedCount()).toBe(1);
  });

  it('9: the same Idempotency-Key with a different payload shows a conflict, not a silent loss', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const original = makeItem();
    await db.add(original, null);
    const { runner } = testRunner(db, api);
    await runner.trigger('first');

    // The same id comes back with different fields (e.g. restored from an old backup and edited).
    const changed = {
      ...original,
      fields: { inspection_health_state: 'Poor' as const, inspection_description: 'Changed' },
    };
    await db.add(changed, null);
    await runner.trigger('second');

    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toMatchObject([
      {
        id: original.id,
        state: 'needs-attention',
        lastError: 'This report conflicts with one already sent with the same Idempotency-Key.',
      },
    ]);
  });

  it('11: an attempt ignores navigator.onLine — sends when it wrongly says offline, waits when it wrongly says online', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    const { runner, clock } = testRunner(db, api);

    vi.stubGlobal('navigator', { onLine: false });
    await runner.trigger('timer');
    expect(api.reports).toHaveLength(1);

    vi.stubGlobal('navigator', { onLine: true });
    api.script.push('network');
    await db.add(makeItem(), null);
    await runner.trigger('timer');
    const [waiting] = await db.list();
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting!.nextAttemptAt).toBeGreaterThan(clock.now());
  });

  it.each([
    ['missing', null],
    ['empty', new Blob([])],
    ['truncated', new Blob([certificateBytes(1000).slice(0, 500)])],
    ['different bytes', new Blob([new Uint8Array(1000)])],
  ])('15: a %s certificate is caught before sending', async (_case, stored) => {
    const { db } = freshDb();
    const api = fakeApi();
    const { info } = await withCertificate(1000);
    const item = makeItem({ file: info });
    await db.add(item, stored);
    const other = makeItem();
    await db.add(other, null);
    const { runner } = testRunner(db, api);

    await runner.trigger('test');

    expect(api.requests.map((r) => r.key)).toEqual([other.id]);
    expect(await db.list()).toMatchObject([
      { id: item.id, state: 'needs-attention', lastError: outboxMsg.corruptCertificate },
    ]);
  });

  it("17: never sends a report with another vet's token; it waits for its owner", async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const mine = makeItem({ ownerId: '7' });
    const theirs = makeItem({ ownerId: '8' });
    await db.add(mine, null);
    await db.add(theirs, null);
    const { runner, tokens } = testRunner(db, api);

    tokens.current = fakeToken('8');
    await runner.trigger('vet 8 signed in');
    expect(api.requests.map((r) => r.key)).toEqual([theirs.id]);
    expect(await db.list()).toMatchObject([{ id: mine.id, state: 'queued', attempts: 0 }]);

    tokens.current = fakeToken('7');
    await runner.tokenChanged();
    expect(api.requests.map((r) => [r.key, r.auth])).toEqual([
      [theirs.id, `Bearer ${fakeToken('8')}`],
      [mine.id, `Bearer ${fakeToken('7')}`],
    ]);
  });

  it('sends a report left "sending" by a tab killed mid-upload exactly once', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    const item = makeItem({ state: 'sending', attempts: 1 });
    await db.add(item, null);

    await testRunner(db, api).runner.trigger('app start');

    expect(api.reports).toHaveLength(1);
    expect(await db.list()).toEqual([]);
  });

  it('does nothing without a token and schedules no timer', async () => {
    const { db } = freshDb();
    const api = fakeApi();
    await db.add(makeItem(), null);
    const { runner, tokens, clock } = testRunner(db, api);
    tokens.current = null;
    await runner.trigger('start');
    expect(api.requests).toEqual([]);
    expect(clock.pendingDelay()).toBeNull();
  });
});
