// npm run bench:replay — signal back on 3G to the last of 10 queued 1 MB reports sent, against the raw upload time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificatePdf } from '../tests/e2e/harness';
import { waitForServiceWorker } from '../tests/e2e/pwa-support';
import {
  addOrders,
  ensureBuild,
  loggedInContext,
  ms,
  runMain,
  startBenchServer,
  withTimeout,
} from './bench-common';
import {
  byteMeter,
  fileReport,
  kb,
  launchFieldChromium,
  networkSwitch,
  printOutcome,
  THREE_G,
  waitForReports,
} from './bench-field-support';

const REPORTS = 10;
const CERTIFICATE_BYTES = 1024 * 1024;
const SEND_LIMIT_MS = 15 * 60_000;

/** When each report upload reached the server and when its answer left ([start, end], ms). */
function uploadTimeline(server: Server) {
  const spans: [number, number][] = [];
  server.on('request', (request, response) => {
    if (request.method !== 'POST' || !/inspection-report/.test(request.url ?? '')) return;
    const start = performance.now();
    response.on('finish', () => spans.push([start, performance.now()]));
  });
  return spans;
}

/** Time inside [from, to] when no report upload was on the wire. */
function idleTime(spans: [number, number][], from: number, to: number): number {
  let busy = 0;
  let reached = from;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const s = Math.max(start, reached);
    const e = Math.min(end, to);
    if (e > s) busy += e - s;
    reached = Math.max(reached, end);
  }
  return to - from - busy;
}

runMain(async () => {
  ensureBuild();
  const server = await startBenchServer();
  const meter = byteMeter(server.app.server);
  const spans = uploadTimeline(server.app.server);
  const folder = mkdtempSync(join(tmpdir(), 'vet-portal-replay-'));
  const { browser, port } = await launchFieldChromium();
  const network = await networkSwitch(port);
  try {
    const context = await loggedInContext(browser, server);
    addOrders(server, { count: REPORTS, prefix: 'R', withAppointment: true });
    const number = (i: number) => `BENCH-R-${String(i).padStart(5, '0')}`;
    const certificate = join(folder, 'health-certificate.pdf');
    writeFileSync(certificate, certificatePdf(CERTIFICATE_BYTES));

    // The portal was opened with signal once (the service worker and the orders are saved).
    const page = await context.newPage();
    await page.goto('/vet-profile?panel=ManageOrder');
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: `View order ${number(1)}` }).waitFor();

    // No signal: the vet files every report with its 1 MB certificate.
    await network([page], true);
    const before = await server.stats();
    for (let i = 1; i <= REPORTS; i += 1) await fileReport(page, number(i), certificate);

    // Signal back on 3G: the outbox sends them all.
    meter.lap();
    const start = performance.now();
    await network([page], false);
    await withTimeout(
      waitForReports(server, before.reports + REPORTS),
      SEND_LIMIT_MS,
      `${REPORTS} reports to reach the server`,
    );
    const end = performance.now();
    const sent = meter.lap();
    const after = await server.stats();
    const rawMs = (sent.up / THREE_G.uploadThroughput) * 1000;
    const idle = idleTime(spans, start, end);

    const rows: [string, string][] = [
      [`Signal back -> the last of ${REPORTS} reports on the server`, ms(end - start)],
      ['Uploaded while sending', kb(sent.up)],
      [
        `Raw upload time of those bytes at ${((THREE_G.uploadThroughput * 8) / 1000).toFixed(0)} kbit/s`,
        ms(rawMs),
      ],
      ['Ratio (goal: at most 1.2)', ((end - start) / rawMs).toFixed(2)],
      ['Time no upload was on the wire (what two at a time could save at most)', ms(idle)],
      ['Reports on the server', String(after.reports - before.reports)],
      ['Wallet credits on the server', String(after.credits - before.credits)],
    ];
    console.log(
      `Replay bench: ${REPORTS} reports with ${kb(CERTIFICATE_BYTES)} certificates, 3G = ${THREE_G.latency} ms, ` +
        `${((THREE_G.uploadThroughput * 8) / 1000).toFixed(0)} kbit/s up, one report at a time\n`,
    );
    return printOutcome(rows, before, after, REPORTS);
  } finally {
    network.close();
    await browser.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
