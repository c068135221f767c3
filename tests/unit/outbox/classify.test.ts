// Response classification (docs/offline-and-outbox.md scenarios 3, 6, 7, 8): what each answer means
// for a report.
import { ordersMsg } from '@/features/orders/messages';
import { describe, expect, it } from 'vitest';
import { msg } from '@/lib/text/messages';
import { outboxMsg } from '@/features/orders/messages';
import { reportOutbox } from '@/features/orders/reportOutbox';
import { classifyFailure, classifyResponse, type HttpResponse } from '@/lib/outbox/classify';

const NOW = Date.UTC(2026, 0, 5);
/** The words inspection reports registered for their troubles. */
const { texts } = reportOutbox;

function response(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): HttpResponse {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { status, text: body, header: (name) => lower[name.toLowerCase()] ?? null };
}
const json = { 'Content-Type': 'application/json; charset=utf-8' };

describe('classifyResponse', () => {
  it('counts only a 2xx JSON object as sent', () => {
    expect(classifyResponse(response(200, '{"id":4}', json), NOW, texts)).toEqual({
      kind: 'sent',
      body: { id: 4 },
    });
    expect(classifyResponse(response(201, '{"ok":true}', json), NOW, texts).kind).toBe('sent');
  });

  it('3: a 200 HTML page, an empty 204 or broken JSON is retried, not counted', () => {
    for (const answer of [
      response(200, '<html>Login to Wi-Fi</html>', { 'Content-Type': 'text/html' }),
      response(204, ''),
      response(200, '{"id":', json),
      response(302, ''),
    ]) {
      expect(classifyResponse(answer, NOW, texts)).toMatchObject({
        kind: 'retry',
        message: outboxMsg.notTheServer,
      });
    }
  });

  it('6: 5xx, 408 and 429 are retried; Retry-After is passed on', () => {
    expect(classifyResponse(response(503, ''), NOW, texts)).toEqual({
      kind: 'retry',
      message: outboxMsg.serverTrouble(503),
      retryAfterMs: null,
    });
    expect(classifyResponse(response(408, ''), NOW, texts).kind).toBe('retry');
    expect(
      classifyResponse(response(429, '{}', { ...json, 'Retry-After': '30' }), NOW, texts),
    ).toEqual({
      kind: 'retry',
      message: outboxMsg.serverBusy,
      retryAfterMs: 30_000,
    });
  });

  it("8: a 401 means 'Sign in to send'", () => {
    expect(classifyResponse(response(401, '{"detail":"expired"}', json), NOW, texts)).toEqual({
      kind: 'unauthorized',
      message: outboxMsg.signInToSend,
    });
  });

  it("7: other 4xx need the vet's attention, with the server's words first", () => {
    const cases: [number, string, string][] = [
      [400, '{"error":"Order already completed."}', 'Order already completed.'],
      [
        400,
        '{"inspection_description":["This field may not be blank."]}',
        'This field may not be blank.',
      ],
      [422, '{"non_field_errors":["Conflict."]}', 'Conflict.'],
      [404, '{"detail":"Not found."}', 'Not found.'],
      [413, '<html>Request Entity Too Large</html>', msg.fileTooLarge],
      [400, '', ordersMsg.reportFailed],
    ];
    for (const [status, body, message] of cases) {
      const headers = body.startsWith('{') ? json : { 'Content-Type': 'text/html' };
      expect(classifyResponse(response(status, body, headers), NOW, texts)).toEqual({
        kind: 'rejected',
        message,
      });
    }
  });

  it('no answer at all is retried, said in the banner words: offline or the server silent', () => {
    expect(classifyFailure('network', texts, false)).toMatchObject({
      kind: 'retry',
      message: 'You are offline. It will be sent automatically when there is signal.',
    });
    expect(classifyFailure('network', texts, true)).toMatchObject({
      kind: 'retry',
      message: 'The marketplace server is not answering. It will be tried again automatically.',
    });
    expect(classifyFailure('timeout', texts)).toMatchObject({
      kind: 'retry',
      message: outboxMsg.timedOut,
    });
  });

  it("says each trouble in the words of the item's topic", () => {
    const checklist = {
      ...texts,
      refused: 'The checklist was refused. Check it and send it again.',
      serverBusy: 'The server is busy. The checklist will be sent again automatically.',
    };
    expect(classifyResponse(response(400, ''), NOW, checklist)).toEqual({
      kind: 'rejected',
      message: checklist.refused,
    });
    expect(classifyResponse(response(429, '{}', json), NOW, checklist)).toMatchObject({
      message: checklist.serverBusy,
    });
  });
});
