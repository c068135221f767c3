// npm run bench:outbox — 50 reports with 1 MB certificates filed offline, then replayed by the outbox.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addOrders,
  ensureBuild,
  launchChromium,
  loggedInContext,
  median,
  ms,
  runMain,
  startBenchServer,
  withTimeout,
  type BenchServer,
  type Page,
} from './bench-common';

const REPORTS = 50;
const CERTIFICATE_BYTES = 1024 * 1024;
const REPLAY_LIMIT_MS = 10 * 60_000;
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A 1 MB PDF the server accepts (it checks the %PDF- signature). */
function certificatePdf(index: number): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% Health certificate ${index}\n`);
  const tail = Buffer.from('\n%%EOF\n');
  const body = Buffer.alloc(CERTIFICATE_BYTES - head.length - tail.length, 0x20 + (index % 90));
  return Buffer.concat([head, body, tail]);
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] ?? t));

/** Samples the page's used JS heap (CDP Performance.getMetrics) until stopped; keeps the peak. */
async function heapSampler(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      try {
        const { metrics } = await cdp.send('Performance.getMetrics');
        const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
        peak = Math.max(peak, used);
      } catch {
        return; // the page is gone
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    peak: () => peak,
    /** Collects garbage, then starts a new peak from what is really in use now. */
    restart: async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      peak = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
      return peak;
    },
    stop: async () => {
      state.running = false;
      await loop;
      await cdp.detach();
    },
  };
}

/** Files one report through the wizard as a vet would: status, description, certificate, Confirm. */
async function fileReport(
  page: Page,
  orderNumber: string,
  index: number,
  certificates: string,
): Promise<void> {
  // The pending list shows 25 orders a page: the vet pages on to the order.
  const link = page.getByRole('link', { name: `View order ${orderNumber}` });
  const next = page.getByRole('navigation', { name: 'Order pages' }).getByRole('button', {
    name: 'Next',
  });
  await page.getByRole('table', { name: 'Pending orders' }).locator('tbody tr').first().waitFor();
  while (!(await link.isVisible())) await next.click();
  await link.click();
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
  await page.getByRole('radio', { name: 'Good' }).check();
  await page
    .getByLabel('Description')
    .fill(`Bench report ${index}: herd inspected, healthy, fit for sale.`);
  await page.getByRole('switch', { name: 'Does the livestock have a health certificate?' }).check();
  // A file on disk, as a phone's file picker gives it: its bytes never pass through page JS.
  const file = join(certificates, `certificate-${index}.pdf`);
  writeFileSync(file, certificatePdf(index));
  await page.getByLabel('Health certificate', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Saved on this device', { exact: true }).waitFor();
  await page.getByRole('link', { name: /^Back to order/ }).click();
  await page.getByRole('tab', { name: 'Pending Orders' }).waitFor();
}

/** Sends the same kind of report straight to the server from the page, one after another. */
async function sendDirect(page: Page, orderIds: number[]): Promise<number> {
  return page.evaluate(
    async ({ ids, bytes }) => {
      const token = localStorage.getItem('authToken') ?? '';
      const started = performance.now();
      for (const [index, id] of ids.entries()) {
        const pdf = new Uint8Array(bytes).fill(0x41);
        pdf.set(new TextEncoder().encode('%PDF-1.4\n'), 0);
        const form = new FormData();
        form.append('inspection_health_state', 'Good');
        form.append('inspection_description', `Direct report ${index}: healthy, fit for sale.`);
        form.append(
          'certificate_of_safety',
          new File([pdf], `direct-${index}.pdf`, { type: 'application/pdf' }),
        );
        const response = await fetch(`/api/dashboard/send-inspection-report/${id}/`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
          body: form,
        });
        if (!response.ok) throw new Error(`direct send ${id}: ${response.status}`);
      }
      return performance.now() - started;
    },
    { ids: orderIds, bytes: CERTIFICATE_BYTES },
  );
}

/** Polls the server until `target` reports are in; returns when each one arrived (ms from start). */
async function waitForReports(
  server: BenchServer,
  base: number,
  target: number,
  start: number,
): Promise<number[]> {
  const arrivals: number[] = [];
  for (;;) {
    const { reports } = await server.stats();
    while (arrivals.length < reports - base) arrivals.push(performance.now() - start);
    if (reports - base >= target) return arrivals;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<number> {
  ensureBuild();
  const server = await startBenchServer();
  const browser = await launchChromium();
  const certificates = mkdtempSync(join(tmpdir(), 'vet-portal-certificates-'));
  try {
    addOrders(server, { count: REPORTS, prefix: 'Q', withAppointment: true });
    const directIds = addOrders(server, { count: REPORTS, prefix: 'D', withAppointment: true });
    const number = (i: number) => `BENCH-Q-${String(i).padStart(5, '0')}`;
    const before = await server.stats();

    const context = await loggedInContext(browser, server);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/vet-profile?panel=ManageOrder');
    await page.getByRole('link', { name: `View order ${number(1)}` }).waitFor();
    // As a vet is asked to: signal kept until the portal says it can work without it.
    await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();

    // 1. Offline: the vet files 50 reports, each with a 1 MB certificate.
    const heap = await heapSampler(page);
    const baseline = await heap.restart();
    await context.setOffline(true);
    const queueStart = performance.now();
    for (let i = 1; i <= REPORTS; i += 1) await fileReport(page, number(i), i, certificates);
    const queueMs = performance.now() - queueStart;
    const queuePeak = heap.peak();
    const offline = await server.stats();
    await page.getByRole('link', { name: `Unsent reports (${REPORTS})` }).waitFor();

    // 2. Signal returns: the outbox replays everything by itself.
    const beforeReplay = await heap.restart();
    const replayStart = performance.now();
    await context.setOffline(false);
    const arrivals = await withTimeout(
      waitForReports(server, before.reports, REPORTS, replayStart),
      REPLAY_LIMIT_MS,
      `${REPORTS} reports to reach the server`,
    );
    const replayMs = performance.now() - replayStart;
    await withTimeout(
      page.getByRole('link', { name: /Unsent reports/ }).waitFor({ state: 'detached' }),
      60_000,
      'the unsent-reports link to go',
    );
    const drainedMs = performance.now() - replayStart;
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // any duplicate would land now
    const replayed = await server.stats();
    const replayPeak = heap.peak();
    await heap.stop();

    // 3. The same 50 reports sent directly with fetch + FormData, one after another.
    const directMs = await sendDirect(page, directIds);
    const direct = await server.stats();

    const reports = replayed.reports - before.reports;
    const credits = replayed.credits - before.credits;
    const rows: [string, string][] = [
      [`Filing ${REPORTS} reports offline through the wizard`, ms(queueMs)],
      ['Reports that reached the server while offline', String(offline.reports - before.reports)],
      [`Replay: signal back -> ${REPORTS} reports on the server`, ms(replayMs)],
      ['Replay: signal back -> outbox empty on screen', ms(drainedMs)],
      ['Replay: signal back -> first report on the server', ms(arrivals[0] ?? NaN)],
      ['Replay: median gap between reports', ms(median(gaps(arrivals)))],
      [`Direct: ${REPORTS} x fetch(FormData) one after another`, ms(directMs)],
      ['Replay / direct', `${(replayMs / directMs).toFixed(2)}x`],
      ['JS heap in use before filing (after GC)', mb(baseline)],
      ['Peak JS heap while filing', mb(queuePeak)],
      ['JS heap in use before replay (after GC)', mb(beforeReplay)],
      ['Peak JS heap during replay', mb(replayPeak)],
      ['Reports from the outbox on the server', String(reports)],
      ['Wallet credits from the outbox on the server', String(credits)],
      [
        'Direct sends on the server (reports, credits)',
        `${direct.reports - replayed.reports}, ${direct.credits - replayed.credits}`,
      ],
      ['Page errors', String(pageErrors.length)],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(
      `${REPORTS} inspection reports with ${CERTIFICATE_BYTES / MB} MB certificates, reference server on ${server.baseURL}\n`,
    );
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
    for (const error of pageErrors) console.log(`page error: ${error}`);

    const ok =
      reports === REPORTS &&
      credits === REPORTS &&
      offline.reports === before.reports &&
      pageErrors.length === 0;
    console.log(
      ok
        ? `\nExactly ${REPORTS} reports and ${REPORTS} wallet credits reached the server.`
        : `\nCHECK FAILED: expected exactly ${REPORTS} reports and ${REPORTS} credits, none while offline, no page errors.`,
    );
    return ok ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
    rmSync(certificates, { recursive: true, force: true });
  }
}

runMain(main);
