// npm run bench:lists — render time of the long lists (10,000 transactions, 1,000 orders) at 4x CPU throttling.
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
  type Browser,
  type Page,
} from './bench-common';

const TRANSACTIONS = 10_000;
const ORDERS = 1_000;
const RUNS = 3;
const CPU_SLOWDOWN = 4;
const WAIT_MS = 120_000;

/** Until when to wait: an element matching `selector` whose text matches `text`. */
interface Condition {
  selector: string;
  text: string;
}

interface LoadTiming {
  /** Navigation start to the list's response fully received. */
  data: number;
  /**
   * Navigation start to the list's data received with its panel on screen (the portal asks for the
   * data, the panel's code and the profile at once, so the data may arrive before the panel shows).
   */
  ready: number;
  /** Navigation start to the first frame after the rows were in the page. */
  rows: number;
  /** Main-thread long tasks (over 50 ms) between the data and the rows. */
  blocked: number;
}

declare global {
  interface Window {
    __benchDone?: Promise<number>;
    __benchLongTasks?: PerformanceEntry[];
    /** When the panel's heading first showed (its list component is on screen, rows or not). */
    __benchPanelShown?: number;
  }
}

/** In the page: resolves with performance.now() at the first frame after `cond` holds. */
function watchFor(cond: Condition): void {
  const holds = () =>
    [...document.querySelectorAll(cond.selector)].some((el) =>
      new RegExp(cond.text).test(el.textContent),
    );
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => window.__benchLongTasks?.push(...list.getEntries())).observe({
    type: 'longtask',
  });
  window.__benchDone = new Promise<number>((resolve) => {
    const finish = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    const panelShown = () => {
      if (window.__benchPanelShown === undefined && document.querySelector('main h1')) {
        window.__benchPanelShown = performance.now();
      }
    };
    const start = () => {
      panelShown();
      if (holds()) return finish();
      const observer = new MutationObserver(() => {
        panelShown();
        if (!holds()) return;
        observer.disconnect();
        finish();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  });
}

async function throttled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Opens `path` in a fresh logged-in page and times the list whose data comes from `api`. */
async function timeLoad(
  browser: Browser,
  server: BenchServer,
  path: string,
  needs: { api: string },
  cond: Condition,
): Promise<{ timing: LoadTiming; page: Page }> {
  const context = await loggedInContext(browser, server);
  await context.addInitScript(watchFor, cond);
  const page = await context.newPage();
  await throttled(page);
  await page.goto(path, { waitUntil: 'commit' });
  const measured = page.evaluate(async ({ api }) => {
    const rows = (await window.__benchDone) ?? NaN;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const data =
      entries.find((e) => new URL(e.name).pathname.includes(api))?.responseEnd ?? Number.NaN;
    const ready = Math.max(data, window.__benchPanelShown ?? Number.NaN);
    const blocked = (window.__benchLongTasks ?? [])
      .filter((task) => task.startTime + task.duration > ready)
      .reduce((sum, task) => sum + task.duration - 50, 0);
    return { data, ready, rows, blocked };
  }, needs);
  const timing = await withTimeout(
    measured,
    WAIT_MS,
    `${path}: no "${cond.text}" in ${cond.selector}`,
  );
  return { timing, page };
}

/** Times one interaction: from the input event to the first frame after `cond` holds. */
async function timeInteraction(
  page: Page,
  act: () => Promise<void>,
  cond: Condition,
): Promise<number> {
  await page.evaluate((c) => {
    let started = 0;
    const onInput = (event: Event) => {
      if (!started) started = event.timeStamp;
    };
    document.addEventListener('click', onInput, true);
    document.addEventListener('change', onInput, true);
    const holds = () =>
      [...document.querySelectorAll(c.selector)].some((el) =>
        new RegExp(c.text).test(el.textContent),
      );
    window.__benchDone = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!started || !holds()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
  }, cond);
  await act();
  return withTimeout(
    page.evaluate(async () => (await window.__benchDone) ?? NaN),
    WAIT_MS,
    `no "${cond.text}" in ${cond.selector} after the interaction`,
  );
}

interface Figure {
  what: string;
  values: number[];
  note?: string;
}

async function walletFigures(browser: Browser): Promise<Figure[]> {
  const server = await startBenchServer({
    seedTransactions: TRANSACTIONS,
    staticDir: process.env.E2E_DIST,
  });
  try {
    const token = await server.tokenFor();
    const response = await fetch(`${server.baseURL}/api/wallet/transaction-history/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const count = ((await response.json()) as unknown[]).length;
    if (count < TRANSACTIONS) throw new Error(`Only ${count} transactions were seeded.`);
    const loads: LoadTiming[] = [];
    const next: number[] = [];
    const filter: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { timing, page } = await timeLoad(
        browser,
        server,
        '/vet-profile?panel=YourWallet',
        { api: 'transaction-history' },
        { selector: 'main table tbody tr', text: '\\S' },
      );
      loads.push(timing);
      next.push(
        await timeInteraction(page, () => page.getByRole('button', { name: 'Next' }).click(), {
          selector: 'main',
          text: 'Page 2 of',
        }),
      );
      filter.push(
        await timeInteraction(
          page,
          async () => {
            await page.getByLabel('Show').selectOption('credit');
          },
          {
            selector: 'main',
            text: 'of [\\d\\s\\u00a0]+ credits',
          },
        ),
      );
      await page.context().close();
    }
    const label = `${count.toLocaleString('en-US')} transactions`;
    return [
      { what: `Wallet, ${label}: data received`, values: loads.map((l) => l.data) },
      { what: `Wallet, ${label}: first rows shown`, values: loads.map((l) => l.rows) },
      {
        what: `Wallet, ${label}: data received and panel shown`,
        values: loads.map((l) => l.ready),
      },
      {
        what: `Wallet, ${label}: render (rows - data and panel)`,
        values: loads.map((l) => l.rows - l.ready),
      },
      { what: `Wallet: long-task time after data and panel`, values: loads.map((l) => l.blocked) },
      { what: 'Wallet: Next page', values: next },
      { what: 'Wallet: show Credits only', values: filter },
    ];
  } finally {
    await server.close();
  }
}

async function orderFigures(browser: Browser): Promise<Figure[]> {
  const server = await startBenchServer({ staticDir: process.env.E2E_DIST });
  try {
    addOrders(server, { count: ORDERS, prefix: 'P', withAppointment: true });
    addOrders(server, { count: ORDERS, prefix: 'C', completed: true });
    const loads: LoadTiming[] = [];
    const tab: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { timing, page } = await timeLoad(
        browser,
        server,
        '/vet-profile?panel=ManageOrder',
        { api: 'assigned-orders' },
        { selector: 'main table tbody tr', text: 'BENCH-P-' },
      );
      loads.push(timing);
      tab.push(
        await timeInteraction(page, () => page.getByRole('tab', { name: /Completed/ }).click(), {
          selector: 'main table tbody tr',
          text: 'BENCH-C-',
        }),
      );
      await page.context().close();
    }
    const label = `${ORDERS.toLocaleString('en-US')} pending + ${ORDERS.toLocaleString('en-US')} completed orders`;
    return [
      { what: `Orders, ${label}: data received`, values: loads.map((l) => l.data) },
      { what: `Orders: pending list, first rows shown`, values: loads.map((l) => l.rows) },
      { what: `Orders: data received and panel shown`, values: loads.map((l) => l.ready) },
      {
        what: `Orders: pending render (rows - data and panel)`,
        values: loads.map((l) => l.rows - l.ready),
      },
      { what: `Orders: long-task time after data and panel`, values: loads.map((l) => l.blocked) },
      { what: 'Orders: switch to Completed tab', values: tab },
    ];
  } finally {
    await server.close();
  }
}

function print(figures: Figure[]): void {
  const width = Math.max(...figures.map((f) => f.what.length));
  console.log(`${'Figure'.padEnd(width)}  ${'median'.padStart(10)}  runs`);
  for (const f of figures) {
    const runs = f.values.map((v) => v.toFixed(0)).join(' / ');
    console.log(`${f.what.padEnd(width)}  ${ms(median(f.values)).padStart(10)}  ${runs} ms`);
  }
}

async function main(): Promise<number> {
  ensureBuild();
  const browser = await launchChromium();
  try {
    console.log(
      `Long lists at ${CPU_SLOWDOWN}x CPU slowdown, phone viewport, ${RUNS} runs each; times from navigation start.\n`,
    );
    const figures = [...(await walletFigures(browser))];
    try {
      figures.push(...(await orderFigures(browser)));
    } catch (error) {
      print(figures);
      throw error;
    }
    print(figures);
    return 0;
  } finally {
    await browser.close();
  }
}

runMain(main);
