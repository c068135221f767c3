// Inspection reports: one credit per order, Idempotency-Key replays, conflicts and fault switches.
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  assignedOrders,
  call,
  cents,
  exeAsPdf,
  faults,
  form,
  login,
  pdfFile,
  pendingOrder,
  stats,
  wallet,
  untilStats,
  type OrderSummary,
} from './helpers.js';
import { useServer } from './useServer.js';
import { REPORT_FIELDS, type ReportField } from '../../contract/wire/order.js';

// A fresh database per test: each test spends pending orders.
const server = useServer({}, { fresh: 'each' });
let thandi: string;
beforeEach(async () => {
  thandi = await login(server, 'verified@vets.example');
});

interface Transaction {
  reference: string;
  description: string;
  transaction_type: string;
  amount: string;
}

const report = { inspection_health_state: 'Good', inspection_description: 'Healthy herd.' };

/** Another valid value for each report field, so a retry changed in that field alone is sent. */
const CHANGED: Record<ReportField, string> = {
  inspection_health_state: 'Poor',
  inspection_description: 'Different words.',
};

function send(
  order: { id: number },
  fields = report,
  key?: string,
  certificate: ReturnType<typeof pdfFile> | null = pdfFile(1200),
) {
  return call<{ message: string; order: OrderSummary }>(
    server,
    'POST',
    `/api/dashboard/send-inspection-report/${order.id}/`,
    {
      token: thandi,
      form: form(fields, certificate ? { certificate_of_safety: certificate } : {}),
      headers: key ? { 'Idempotency-Key': key } : {},
    },
  );
}

async function history(token = thandi): Promise<Transaction[]> {
  const response = await call<Transaction[]>(server, 'GET', '/api/wallet/transaction-history/', {
    token,
  });
  return response.body;
}

/** The stored file name in a signed media URL. */
function mediaName(url: string | null): string {
  return path.basename(new URL(url ?? '', 'http://x').pathname);
}

function mediaFiles(): string[] {
  return readdirSync(path.join(server.dataDir, 'media'));
}

describe('POST /api/dashboard/send-inspection-report/{id}/', () => {
  it('completes the order and moves the fee from escrow to balance exactly once', async () => {
    const order = await pendingOrder(server, thandi);
    const before = await wallet(server, thandi);
    const statsBefore = await stats(server);
    const response = await send(order);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Inspection report sent successfully.');
    expect(response.body.order).toMatchObject({
      id: order.id,
      vet_completed: true,
      status: 'completed',
      inspection_health_state: 'Good',
      inspection_description: 'Healthy herd.',
    });
    expect(response.body.order.certificate_of_safety).toMatch(
      /^\/media\/[\w-]+\.pdf\?exp=\d+&k=d&/,
    );
    const after = await wallet(server, thandi);
    const fee = cents(order.inspection_fees);
    expect(cents(after.balance)).toBe(cents(before.balance) + fee);
    expect(cents(after.escrow_balance)).toBe(cents(before.escrow_balance) - fee);
    const credit = (await history()).filter((t) => t.reference === `INS-${order.order_number}`);
    expect(credit).toEqual([
      expect.objectContaining({
        description: `Inspection fee for order ${order.order_number}`,
        transaction_type: 'credit',
        amount: order.inspection_fees,
      }),
    ]);
    const statsAfter = await stats(server);
    expect(statsAfter.reports).toBe(statsBefore.reports + 1);
    expect(statsAfter.credits).toBe(statsBefore.credits + 1);

    const second = await send(order, { ...report, inspection_health_state: 'Poor' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      error: 'A report was already sent for this order. Use update instead.',
    });
    expect(await wallet(server, thandi)).toEqual(after);
    expect((await stats(server)).credits).toBe(statsAfter.credits);
  });

  it('replays the stored answer for a repeated Idempotency-Key and creates nothing', async () => {
    const order = await pendingOrder(server, thandi);
    const key = 'outbox-item-0001-aaaa';
    const certificate = pdfFile(3000);
    const first = await send(order, report, key, certificate);
    expect(first.status).toBe(201);
    const walletAfterFirst = await wallet(server, thandi);
    const statsAfterFirst = await stats(server);
    const historyLength = (await history()).length;
    const files = mediaFiles().length;

    const replay = await send(order, report, key, certificate);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await wallet(server, thandi)).toEqual(walletAfterFirst);
    expect(await stats(server)).toMatchObject({
      reports: statsAfterFirst.reports,
      credits: statsAfterFirst.credits,
    });
    expect(await history()).toHaveLength(historyLength);
    expect(mediaFiles()).toHaveLength(files);
  });

  it('answers 422 when a key is reused with a different report', async () => {
    const order = await pendingOrder(server, thandi);
    const key = 'outbox-item-0002-bbbb';
    const first = await send(order, report, key);
    expect(first.status).toBe(201);
    const statsBefore = await stats(server);
    for (const variant of [
      // Any one field of the contract's list changed (a field it gains needs a value here).
      ...REPORT_FIELDS.map((field) => ({
        fields: { ...report, [field]: CHANGED[field] },
        file: pdfFile(1200),
      })),
      { fields: report, file: pdfFile(1300) },
    ]) {
      const conflict = await send(order, variant.fields, key, variant.file);
      expect(conflict.status).toBe(422);
      expect(conflict.body).toEqual({
        error: 'This report conflicts with one already sent with the same Idempotency-Key.',
      });
    }
    expect((await stats(server)).credits).toBe(statsBefore.credits);
  });

  it('survives a dropped response: the replay with the same key creates nothing new', async () => {
    const order = await pendingOrder(server, thandi);
    const key = 'outbox-item-0003-cccc';
    const before = await stats(server);
    await faults(server, { dropNextResponses: 1 });
    await expect(send(order, report, key)).rejects.toThrow();
    const committed = await stats(server);
    expect(committed.reports).toBe(before.reports + 1);
    expect(committed.credits).toBe(before.credits + 1);

    const replay = await send(order, report, key);
    expect(replay.status).toBe(201);
    expect(replay.body.order).toMatchObject({ id: order.id, vet_completed: true });
    const after = await stats(server);
    expect(after.reports).toBe(before.reports + 1);
    expect(after.credits).toBe(before.credits + 1);
    const credits = (await history()).filter((t) => t.reference === `INS-${order.order_number}`);
    expect(credits).toHaveLength(1);
  });

  it('lets only one of two simultaneous requests with the same key do the work', async () => {
    const order = await pendingOrder(server, thandi);
    const before = await stats(server);
    const [a, b] = await Promise.all([
      send(order, report, 'twin-tabs-key-0004'),
      send(order, report, 'twin-tabs-key-0004'),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body).toEqual(b.body);
    const after = await stats(server);
    expect(after.credits).toBe(before.credits + 1);
  });

  it('validates the report, its certificate, the key and the order', async () => {
    const order = await pendingOrder(server, thandi);
    const missing = await send(order, {} as typeof report, undefined, pdfFile());
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      inspection_health_state: ['This field is required.'],
      inspection_description: ['This field is required.'],
    });
    const badState = await send(order, { ...report, inspection_health_state: 'Fine' });
    expect(badState.body).toEqual({ inspection_health_state: ['"Fine" is not a valid choice.'] });
    const long = await send(order, { ...report, inspection_description: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    const big = await send(order, report, undefined, pdfFile(5 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: 'File size exceeds 5MB limit.' });
    const exe = await send(order, report, undefined, exeAsPdf());
    expect(exe.status).toBe(415);
    const shortKey = await send(order, report, 'short');
    expect(shortKey.status).toBe(400);
    const sipho = await login(server, 'second@vets.example');
    const theirs = await pendingOrder(server, sipho);
    const foreign = await send(theirs, report);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Order not found.' });
    expect((await pendingOrder(server, thandi)).id).toBe(order.id); // still pending
  });

  it('works without a certificate', async () => {
    const sipho = await login(server, 'second@vets.example');
    const order = await pendingOrder(server, sipho);
    const response = await call<{ order: OrderSummary }>(
      server,
      'POST',
      `/api/dashboard/send-inspection-report/${order.id}/`,
      { token: sipho, form: form({ ...report, inspection_health_state: 'Excellent' }) },
    );
    expect(response.status).toBe(201);
    expect(response.body.order.certificate_of_safety).toBeNull();
  });
});

describe('test fault switches', () => {
  it('answers a captive-portal HTML page without running the handler', async () => {
    const order = await pendingOrder(server, thandi);
    const before = await stats(server);
    await faults(server, { htmlNext: 1 });
    const response = await send(order, report, 'captive-portal-0005');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.body).toBe('<html>captive portal</html>');
    expect((await stats(server)).reports).toBe(before.reports);
    const real = await send(order, report, 'captive-portal-0005');
    expect(real.status).toBe(201);
  });

  it('fails the next requests with a chosen status and Retry-After', async () => {
    const order = await pendingOrder(server, thandi);
    const before = await stats(server);
    await faults(server, { fail5xxNext: 2, failStatus: 429, retryAfter: 7 });
    for (let i = 0; i < 2; i += 1) {
      const response = await send(order, report, 'rate-limited-0006');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('7');
    }
    expect((await stats(server)).reports).toBe(before.reports);
    expect((await send(order, report, 'rate-limited-0006')).status).toBe(201);
    await faults(server, { reset: true });
  });

  it('applies only to URLs containing the chosen path and adds latency', async () => {
    await faults(server, { fail5xxNext: 1, paths: 'wallet-balance', latencyMs: 150 });
    const orders = await call(server, 'GET', '/api/dashboard/assigned-orders/', { token: thandi });
    expect(orders.status).toBe(200);
    const started = Date.now();
    const balance = await call(server, 'GET', '/api/wallet/wallet-balance/', { token: thandi });
    expect(balance.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await faults(server, { reset: true });
    const counted = await stats(server);
    expect(counted.requests).toEqual({});
    await call(server, 'GET', '/api/wallet/wallet-balance/', { token: thandi });
    expect((await stats(server)).requests).toEqual({ '/api/wallet/wallet-balance/': 1 });
  });

  it('keeps nothing from an upload that breaks off half-way; the retry succeeds once', async () => {
    const order = await pendingOrder(server, thandi);
    const before = await stats(server);
    const files = mediaFiles().length;
    const boundary = 'vetportalboundary42';
    const certificate = pdfFile(5 * 1024 * 1024 - 200);
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="inspection_health_state"',
        '',
        'Average',
        `--${boundary}`,
        'Content-Disposition: form-data; name="inspection_description"',
        '',
        'One lame ewe.',
        `--${boundary}`,
        'Content-Disposition: form-data; name="certificate_of_safety"; filename="cert.pdf"',
        'Content-Type: application/pdf',
        '',
        '',
      ].join('\r\n'),
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, Buffer.from(certificate.data), tail]);
    const url = new URL(server.base);
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const opened = net.connect(Number(url.port), url.hostname, () => {
        opened.write(
          [
            `POST /api/dashboard/send-inspection-report/${order.id}/ HTTP/1.1`,
            `Host: ${url.host}`,
            `Authorization: Bearer ${thandi}`,
            'Idempotency-Key: broken-upload-0007',
            `Content-Type: multipart/form-data; boundary=${boundary}`,
            `Content-Length: ${body.length}`,
            '',
            '',
          ].join('\r\n'),
        );
        opened.write(body.subarray(0, Math.floor(body.length / 2)), () => resolve(opened));
      });
      opened.on('error', reject);
    });
    // Signal drops once the server is reading the upload (it holds an upload slot for it) ...
    await untilStats(server, (counts) => counts.activeUploads === 1);
    socket.destroy();
    // ... and once the server has let go of the broken request, nothing of it may be kept.
    const afterBreak = await untilStats(server, (counts) => counts.activeUploads === 0);
    expect(afterBreak.requests[`/api/dashboard/send-inspection-report/${order.id}/`]).toBe(1);
    expect(afterBreak.reports).toBe(before.reports);
    expect(mediaFiles()).toHaveLength(files);
    expect((await pendingOrder(server, thandi)).id).toBe(order.id);

    const retry = await call<{ order: OrderSummary }>(
      server,
      'POST',
      `/api/dashboard/send-inspection-report/${order.id}/`,
      {
        token: thandi,
        headers: { 'Idempotency-Key': 'broken-upload-0007' },
        form: form(
          { inspection_health_state: 'Average', inspection_description: 'One lame ewe.' },
          { certificate_of_safety: certificate },
        ),
      },
    );
    expect(retry.status).toBe(201);
    const stored = await fetch(`${server.base}${retry.body.order.certificate_of_safety ?? ''}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(Buffer.from(certificate.data))).toBe(
      true,
    );
    expect((await stats(server)).credits).toBe(before.credits + 1);
  });
});

describe('PATCH /api/dashboard/update-inspection-report/{id}/', () => {
  /** A pending order completed through the API, with a certificate. */
  async function completedOrder(): Promise<OrderSummary> {
    const sent = await send(await pendingOrder(server, thandi));
    expect(sent.status).toBe(201);
    return sent.body.order;
  }

  function update(
    order: { id: number },
    fields: Record<string, string>,
    options: {
      key?: string;
      certificate?: ReturnType<typeof pdfFile>;
    } = {},
  ) {
    return call<{ message: string; order: OrderSummary & { inspection_description: string } }>(
      server,
      'PATCH',
      `/api/dashboard/update-inspection-report/${order.id}/`,
      {
        token: thandi,
        form: form(
          fields,
          options.certificate ? { certificate_of_safety: options.certificate } : {},
        ),
        headers: options.key ? { 'Idempotency-Key': options.key } : {},
      },
    );
  }

  it('changes only what is sent, replaces the certificate and leaves the wallet alone', async () => {
    const order = await completedOrder();
    expect(mediaFiles()).toContain(mediaName(order.certificate_of_safety));
    const before = await wallet(server, thandi);
    const oldCertificate = mediaName(order.certificate_of_safety);
    const response = await update(
      order,
      { inspection_health_state: 'Poor' },
      { certificate: pdfFile(2500), key: 'update-key-0008' },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Inspection report updated successfully.');
    expect(response.body.order.inspection_health_state).toBe('Poor');
    expect(response.body.order.inspection_description).toBeTruthy();
    expect(response.body.order.certificate_of_safety).not.toBe(order.certificate_of_safety);
    expect(mediaFiles()).not.toContain(oldCertificate);
    expect(await wallet(server, thandi)).toEqual(before);

    const replay = await update(
      order,
      { inspection_health_state: 'Poor' },
      { certificate: pdfFile(2500), key: 'update-key-0008' },
    );
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(response.body);
    const conflict = await update(
      order,
      { inspection_health_state: 'Good' },
      { key: 'update-key-0008' },
    );
    expect(conflict.status).toBe(422);
  });

  it('needs at least one field and a completed order of the caller', async () => {
    const order = (await assignedOrders(server, thandi)).find((o) => o.vet_completed);
    if (!order) throw new Error('no completed order');
    const seeded = await update(order, { inspection_description: 'Re-checked: all well.' });
    expect(seeded.status).toBe(200);
    expect(seeded.body.order.inspection_description).toBe('Re-checked: all well.');
    const empty = await update(order, {});
    expect(empty.status).toBe(400);
    const pending = await pendingOrder(server, thandi);
    const open = await update(pending, { inspection_description: 'Too early.' });
    expect(open.status).toBe(400);
    const sipho = await login(server, 'second@vets.example');
    const foreign = await call(
      server,
      'PATCH',
      `/api/dashboard/update-inspection-report/${order.id}/`,
      { token: sipho, form: form({ inspection_description: 'Not mine.' }) },
    );
    expect(foreign.status).toBe(404);
  });
});
