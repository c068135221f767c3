// npm run bench:coverage — unused JavaScript (KiB) on the first signed-in screen, /vet-profile, per file.
import {
  ensureBuild,
  launchChromium,
  loggedInContext,
  runMain,
  startBenchServer,
  withTimeout,
} from './bench-common';

/** The target for the app's own unused code on /vet-profile (issue 34; Lighthouse flags 20 KiB). */
const TARGET_KIB = 20;
/**
 * The libraries' chunks (build/chunks.ts: 'vendor', 'leaflet', and the toasts' library, which has a
 * chunk of its own: react-toastify and its one helper); every other script is the app's own.
 */
const LIBRARY_CHUNK = /^\/assets\/(vendor|leaflet|toastLibrary)-/;
/** Lighthouse ignores a script whose unused bytes are at most this (unused-javascript.js). */
const LIGHTHOUSE_IGNORE_BYTES = 20 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}

/**
 * Bytes of a script that never ran: V8's block coverage nests ranges (a function, then its
 * blocks that did not run), so applying them outer first lets each inner range override.
 */
function unusedBytes(length: number, ranges: readonly Range[]): number {
  const ran = new Uint8Array(length);
  const ordered = [...ranges].sort(
    (a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset,
  );
  for (const range of ordered)
    ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran.reduce((unused, flag) => unused + (flag ? 0 : 1), 0);
}

async function main(): Promise<number> {
  ensureBuild();
  const server = await startBenchServer({ staticDir: process.env.E2E_DIST });
  const browser = await launchChromium();
  try {
    const context = await loggedInContext(browser, server);
    const page = await context.newPage();
    // Bytes on the wire per script (brotli, as the server sends it): Lighthouse weighs a script's
    // unused share by its transfer size.
    const transferred = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      transferred.set(
        response.url(),
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
    });
    // As Lighthouse's js-usage gatherer: function-level coverage (detailed: false).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Debugger.enable');
    await cdp.send('Profiler.startPreciseCoverage', { detailed: false });
    await page.goto('/vet-profile');
    await withTimeout(
      page.getByText('Current Balance').first().waitFor(),
      30_000,
      'the portal on /vet-profile',
    );
    await page.waitForLoadState('networkidle');
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    let total = 0;
    let counted = 0;
    console.log(
      `Unused JavaScript on /vet-profile (demo vet, dist/ as built; weighed by bytes transferred, as Lighthouse):`,
    );
    const rows = [];
    for (const script of result) {
      if (!script.url.startsWith(server.baseURL)) continue;
      const source = await (await fetch(script.url)).text();
      const length = source.length;
      const unused = unusedBytes(
        length,
        script.functions.flatMap((fn) => fn.ranges),
      );
      const sent = await transferred.get(script.url);
      if (sent === undefined) throw new Error(`No response was seen for ${script.url}`);
      const ratio = sent / Math.max(length, 1);
      rows.push({ url: script.url.slice(server.baseURL.length), wasted: unused * ratio });
    }
    rows.sort((a, b) => b.wasted - a.wasted);
    for (const row of rows) {
      total += row.wasted;
      // Lighthouse lists (and sums) only scripts wasting more than 20 KiB.
      if (row.wasted > LIGHTHOUSE_IGNORE_BYTES) counted += row.wasted;
      console.log(`  ${kib(row.wasted).padStart(9)}  ${row.url}`);
    }
    const own = rows
      .filter((row) => !LIBRARY_CHUNK.test(row.url))
      .reduce((sum, row) => sum + row.wasted, 0);
    console.log(`All scripts: ${kib(total)} unused (as transferred)`);
    console.log(
      `Lighthouse unused-javascript: ${kib(counted)} (no target: the libraries' unused code alone is over 20 KiB)`,
    );
    console.log(`The app's own code: ${kib(own)} unused (target < ${TARGET_KIB} KiB)`);
    return own / 1024 < TARGET_KIB ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

runMain(main);
