// What the field benches share: DevTools' 3G, the network switch, a byte meter and filing a report offline.
import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'node:net';
import { throttlePage, type NetworkConditions } from '../tests/e2e/pwa-support';
import {
  freePort,
  launchChromium,
  type BenchServer,
  type Browser,
  type Page,
} from './bench-common';
import { workerNetwork } from './bench-worker-network';

/** DevTools' "3G" profile: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up (bytes per second). */
export const THREE_G: NetworkConditions = {
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Counts the bytes the server's sockets wrote (the vet downloads) and read (the vet uploads),
 * Chromium's only: the bench's own calls (report counts) are left out.
 */
export function byteMeter(server: Server) {
  const open = new Set<Socket>();
  const notBrowser = new WeakSet<Socket>();
  let closedOut = 0;
  let closedIn = 0;
  server.on('request', (request: IncomingMessage) => {
    if (!/Chrome/.test(request.headers['user-agent'] ?? '')) notBrowser.add(request.socket);
  });
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => {
      open.delete(socket);
      if (notBrowser.has(socket)) return;
      closedOut += socket.bytesWritten;
      closedIn += socket.bytesRead;
    });
  });
  const totals = () => {
    let out = closedOut;
    let into = closedIn;
    for (const socket of open) {
      if (notBrowser.has(socket)) continue;
      out += socket.bytesWritten;
      into += socket.bytesRead;
    }
    return { down: out, up: into };
  };
  let mark = totals();
  return {
    /** Bytes since the last call (or since the meter started). */
    lap: () => {
      const now = totals();
      const lap = { down: now.down - mark.down, up: now.up - mark.up };
      mark = now;
      return lap;
    },
  };
}

const OFFLINE: NetworkConditions = {
  offline: true,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
};

/** Chromium for the field benches: its debugging port lets `networkSwitch` reach new workers. */
export async function launchFieldChromium(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  return { browser: await launchChromium([`--remote-debugging-port=${port}`]), port };
}

/**
 * The network of the pages and of the service workers, switched together (offline or 3G); a
 * service worker that starts later (the first install) runs under the same conditions from its
 * first request (`port`: Chromium's debugging port, from launchFieldChromium).
 */
export async function networkSwitch(port: number) {
  const workers = await workerNetwork(port, THREE_G);
  const change = async (pages: Page[], offline: boolean) => {
    const conditions = offline ? OFFLINE : THREE_G;
    for (const page of pages) await throttlePage(page, conditions);
    await workers.set(conditions);
  };
  return Object.assign(change, { close: () => workers.close() });
}

/** Files one report through the wizard as a vet would, with the certificate (a photo or a PDF). */
export async function fileReport(
  page: Page,
  orderNumber: string,
  certificate: string,
): Promise<void> {
  await page.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
  await page.getByRole('radio', { name: 'Good' }).check();
  await page.getByLabel('Description').fill('Herd inspected on the farm: healthy, fit for sale.');
  await page.getByRole('switch', { name: 'Does the livestock have a health certificate?' }).check();
  await page.getByLabel('Health certificate', { exact: true }).setInputFiles(certificate);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Saved on this device', { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: /^Back to order/ }).click();
  await page.getByRole('tab', { name: 'Pending Orders' }).waitFor();
}

export async function waitForReports(server: BenchServer, target: number): Promise<void> {
  while ((await server.stats()).reports < target) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Prints the figures, one aligned row each, then whether every report arrived once; the exit code. */
export function printOutcome(
  rows: [string, string][],
  before: { reports: number; credits: number },
  after: { reports: number; credits: number },
  reports: number,
): number {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  const once =
    after.reports - before.reports === reports && after.credits - before.credits === reports;
  console.log(once ? '\nEvery report reached the server once.' : '\nCHECK FAILED: report count');
  return once ? 0 : 1;
}
