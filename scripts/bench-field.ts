// npm run bench:field — bytes a vet's phone moves on the first visit and on a field day, how soon reports leave on 3G, ready offline beside the floor app.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addOrders,
  DEMO_PASSWORD,
  DEMO_VET,
  ensureBuild,
  ensureFloorBuild,
  FLOOR_DIST_DIR,
  floorLines,
  keepNamesShim,
  loadNote,
  median,
  ms,
  runMain,
  startBenchServer,
  withTimeout,
  type BenchServer,
  type Browser,
  type BrowserContext,
  type Page,
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

const REPORTS = 3;
/** First visits on 3G timed for each app (the portal and the floor app taking turns). */
const READY_RUNS = 3;
const SEND_LIMIT_MS = 10 * 60_000;

/** A phone camera's photo: 4000×3000 JPEG drawn in the page (sky, field, grain), as a file. */
async function cameraPhoto(page: Page, folder: string, index: number): Promise<string> {
  const base64 = await page.evaluate(async (seed) => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d canvas');
    const sky = g.createLinearGradient(0, 0, 0, 1500);
    sky.addColorStop(0, '#6fa8dc');
    sky.addColorStop(1, '#cfe2f3');
    g.fillStyle = sky;
    g.fillRect(0, 0, 4000, 1500);
    g.fillStyle = '#7a9a3a';
    g.fillRect(0, 1500, 4000, 1500);
    const pixels = g.getImageData(0, 0, 4000, 3000);
    let state = seed * 7919 + 1;
    for (let i = 0; i < pixels.data.length; i += 4) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const grain = (state % 48) - 24;
      pixels.data[i] = Math.min(255, Math.max(0, (pixels.data[i] ?? 0) + grain));
      pixels.data[i + 1] = Math.min(255, Math.max(0, (pixels.data[i + 1] ?? 0) + grain));
    }
    g.putImageData(pixels, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  }, index);
  const file = join(folder, `IMG_2026112${index}_0930${index}.jpg`);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  return file;
}

/** A fresh phone: its own profile (no service worker, nothing cached), at 360×740. */
async function freshContext(browser: Browser, server: BenchServer): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 740 },
  });
  await keepNamesShim(context);
  return context;
}

/**
 * Opens Log In, logs the demo vet in and waits until the app says "Ready to work offline" on
 * screen (the portal's note says it at once; on a phone its toast waits its turn behind "Login
 * successful"): the time it took.
 */
async function logInUntilReady(page: Page): Promise<number> {
  const start = performance.now();
  await page.goto('/log-in');
  await page.getByLabel('Username').fill(DEMO_VET);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page
    .getByText('Ready to work offline')
    .first()
    .waitFor({ timeout: 5 * 60_000 });
  return performance.now() - start;
}

async function main(): Promise<number> {
  ensureBuild();
  ensureFloorBuild();
  // E2E_DIST: time another build than dist/ (as bench:offline does).
  const server = await startBenchServer({ staticDir: process.env.E2E_DIST });
  const floorServer = await startBenchServer({ staticDir: FLOOR_DIST_DIR });
  const meter = byteMeter(server.app.server);
  const floorMeter = byteMeter(floorServer.app.server);
  const photos = mkdtempSync(join(tmpdir(), 'vet-portal-photos-'));
  const { browser, port } = await launchFieldChromium();
  const network = await networkSwitch(port);
  try {
    addOrders(server, { count: REPORTS, prefix: 'F', withAppointment: true });
    const number = (i: number) => `BENCH-F-${String(i).padStart(5, '0')}`;

    const step = (text: string) => console.log(`… ${text}`);
    // 1. First visit on 3G: log in, wait until the app says it is ready to work offline; the
    // portal and the floor app take turns, each on a fresh phone. The last portal phone goes on.
    const readyMs = { portal: [] as number[], floor: [] as number[] };
    let context: BrowserContext | undefined;
    let firstBytes = { down: 0, up: 0 };
    let floorBytes = { down: 0, up: 0 };
    for (let run = 1; run <= READY_RUNS; run += 1) {
      step(`first visit on 3G (${run} of ${READY_RUNS}): portal`);
      await context?.close();
      context = await freshContext(browser, server);
      const first = await context.newPage();
      await network([first], false);
      meter.lap();
      readyMs.portal.push(await logInUntilReady(first));
      // Before leaving the clinic the vet looks at the day's orders (now saved for the road).
      await first.goto('/vet-profile?panel=ManageOrder');
      await first.getByRole('link', { name: `View order ${number(1)}` }).waitFor();
      firstBytes = meter.lap();
      await first.close();

      step(`first visit on 3G (${run} of ${READY_RUNS}): floor app`);
      const floorContext = await freshContext(browser, floorServer);
      const floorPage = await floorContext.newPage();
      await network([floorPage], false);
      floorMeter.lap();
      readyMs.floor.push(await logInUntilReady(floorPage));
      floorBytes = floorMeter.lap();
      await floorContext.close();
    }
    if (!context) throw new Error('no first visit ran');

    step('making camera photos');
    // 2. A field day: no signal; open the portal, file the reports with camera photos.
    const day = await context.newPage();
    const files: string[] = [];
    for (let i = 1; i <= REPORTS; i += 1) files.push(await cameraPhoto(day, photos, i));
    await network([day], true);
    const before = await server.stats();
    meter.lap();
    step('filing reports offline');
    await day.goto('/vet-profile?panel=ManageOrder');
    for (let i = 1; i <= REPORTS; i += 1) await fileReport(day, number(i), files[i - 1] ?? '');
    const offlineBytes = meter.lap();

    // 3. Signal returns (3G): every report reaches the server.
    step('signal back: sending');
    const sendStart = performance.now();
    await network([day], false);
    await withTimeout(
      waitForReports(server, before.reports + REPORTS),
      SEND_LIMIT_MS,
      `${REPORTS} reports to reach the server`,
    );
    const sendMs = performance.now() - sendStart;
    await day.getByRole('link', { name: /Unsent reports/ }).waitFor({ state: 'detached' });
    const sendBytes = meter.lap();
    const after = await server.stats();

    const rows: [string, string][] = [
      ['First visit (log in, wallet, orders): downloaded', kb(firstBytes.down)],
      ["The floor app's first visit (log in, orders): downloaded", kb(floorBytes.down)],
      ['First visit: uploaded', kb(firstBytes.up)],
      [`Field day offline: open the portal, file ${REPORTS} reports with photos`, ''],
      [
        '  bytes moved while offline (down, up)',
        `${kb(offlineBytes.down)}, ${kb(offlineBytes.up)}`,
      ],
      [`Signal back on 3G -> ${REPORTS} reports on the server`, ms(sendMs)],
      ['Sending: uploaded', kb(sendBytes.up)],
      ['Sending: downloaded (answers, list refresh)', kb(sendBytes.down)],
      [
        'Field day total (down + up)',
        kb(offlineBytes.down + offlineBytes.up + sendBytes.down + sendBytes.up),
      ],
      ['Reports on the server', String(after.reports - before.reports)],
      ['Wallet credits on the server', String(after.credits - before.credits)],
    ];
    console.log(
      `Field bench: reference server on ${server.baseURL}, Chromium at 360×740, 3G = ${THREE_G.latency} ms, ` +
        `${((THREE_G.downloadThroughput * 8) / 1000).toFixed(0)} kbit/s down, ` +
        `${((THREE_G.uploadThroughput * 8) / 1000).toFixed(0)} kbit/s up\n`,
    );
    const all = (values: number[]) => values.map((value) => ms(value)).join(', ');
    console.log(
      `First visit on 3G, log in -> "Ready to work offline" (median of ${READY_RUNS}; runs ` +
        `portal ${all(readyMs.portal)}; floor app ${all(readyMs.floor)}):`,
    );
    for (const text of floorLines([
      {
        what: 'Ready to work offline, 3G',
        portal: median(readyMs.portal),
        floor: median(readyMs.floor),
        maxRatio: 1.5,
        maxMs: 6000,
      },
    ])) {
      console.log(text);
    }
    console.log(`${loadNote()}\n`);
    return printOutcome(rows, before, after, REPORTS);
  } finally {
    network.close();
    await browser.close();
    await server.close();
    await floorServer.close();
    rmSync(photos, { recursive: true, force: true });
  }
}

runMain(main);
