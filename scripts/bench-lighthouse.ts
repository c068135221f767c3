// npm run bench:lighthouse — Lighthouse 12 (mobile, simulated throttling) on /log-in and the portal, median of 3, the floor app beside.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DEMO_VET,
  ensureBuild,
  ensureFloorBuild,
  FLOOR_DIST_DIR,
  floorLines,
  freePort,
  inTurns,
  median,
  ms,
  runMain,
  runsFromEnv,
  startBenchServer,
  type BenchServer,
} from './bench-common';
import { auditAgainIfUnrecorded, LighthouseRuntimeError } from './bench-lighthouse-retry';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
};

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { overallSavingsMs?: number; overallSavingsBytes?: number };
}
/** Runs per page (`RUNS` to change): Lighthouse varies a point or two between runs, so the median is judged. */
const RUNS = runsFromEnv(3);
const PAGE = process.env.PAGE;

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  finalDisplayedUrl: string;
}

interface Run {
  label: string;
  lhr: Lhr;
}

/**
 * Runs Lighthouse on `path` in a fresh Chromium profile. With a token, the origin's local storage
 * gets it first (from a same-origin JSON URL, so no app code or service worker is loaded) and
 * Lighthouse keeps storage, as it would be right after logging in.
 */
async function audit(
  server: Pick<BenchServer, 'baseURL'>,
  path: string,
  token: string | null,
): Promise<Lhr> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vet-portal-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    // Playwright turns the back/forward cache off; Lighthouse's bf-cache audit needs it as shipped.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    if (token) {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${server.baseURL}/api/__test__/stats`);
      await page.evaluate((value) => localStorage.setItem('authToken', value), token);
      await page.goto('about:blank');
    }
    const result = await lighthouse(`${server.baseURL}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      disableStorageReset: token !== null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(path, lhr.runtimeError.code, lhr.runtimeError.message);
    }
    // A lost token would send the app back to the log-in screen: make sure we measured `path`.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== path) throw new Error(`Lighthouse on ${path} ended on ${landed} instead.`);
    return lhr;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const score = (lhr: Lhr, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? NaN : Math.round(value * 100);
};

/** The audits of a category that did not pass (metrics, then diagnostics), with what they found. */
function failingAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      (item): item is { ref: { id: string; weight: number }; audit: Audit } =>
        item.audit !== undefined &&
        item.audit.score !== null &&
        item.audit.score < 1 &&
        ['binary', 'numeric', 'metricSavings'].includes(item.audit.scoreDisplayMode),
    )
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ audit: a }) => {
      const savings = a.details?.overallSavingsMs
        ? `, could save ${Math.round(a.details.overallSavingsMs)} ms`
        : '';
      const shown = a.displayValue
        ? ` (${a.displayValue}${savings})`
        : savings
          ? ` (${savings.slice(2)})`
          : '';
      return `${a.title}${shown} [${a.id}, score ${Math.round((a.score ?? 0) * 100)}]`;
    });
}

/** Keeps the full reports in .tmp/ (git-ignored) for a closer look in the Lighthouse viewer. */
function saveReport(label: string, lhr: Lhr): string {
  mkdirSync('.tmp', { recursive: true });
  const file = join(
    '.tmp',
    `lighthouse-${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`,
  );
  writeFileSync(file, JSON.stringify(lhr));
  return file;
}

function printRuns(runs: Run[]): void {
  const header = ['Page', 'Perf', 'A11y', 'BP', 'LCP', 'TBT', 'CLS'];
  const rows = runs.map(({ label, lhr }) => [
    label,
    String(score(lhr, 'performance')),
    String(score(lhr, 'accessibility')),
    String(score(lhr, 'best-practices')),
    ms(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    ms(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    (lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(fmt(header));
  for (const row of rows) console.log(fmt(row));
  console.log(
    `Targets: performance ${TARGETS.performance}, accessibility 100, best practices 100.`,
  );

  for (const { label, lhr } of runs) {
    for (const category of CATEGORIES) {
      if (score(lhr, category) >= TARGETS[category]) continue;
      console.log(
        `\n${label}: ${category} ${score(lhr, category)} < ${TARGETS[category]}; audits not passed:`,
      );
      for (const line of failingAudits(lhr, category)) console.log(`  - ${line}`);
    }
    for (const warning of lhr.runWarnings)
      console.log(`\n${label}: Lighthouse warning: ${warning}`);
  }
  console.log(`\nFull reports: ${runs.map(({ label, lhr }) => saveReport(label, lhr)).join(', ')}`);
}

/** The run with the median performance score: the one whose details are printed. */
function medianRun(runs: Lhr[]): Lhr {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const run = sorted[Math.floor(sorted.length / 2)];
  if (!run) throw new Error('no Lighthouse run');
  return run;
}

/** A page to audit: the portal's (judged against TARGETS) or the floor app's (printed beside it). */
interface Target {
  label: string;
  server: BenchServer;
  path: string;
  token: string | null;
  judged: boolean;
  runs: Lhr[];
}

/** Audits every target RUNS times, in turns; prints each target's scores. */
async function auditInTurns(targets: Target[]): Promise<void> {
  await inTurns(RUNS, targets, async (target) => {
    const run = () => audit(target.server, target.path, target.token);
    const say = (line: string) => console.log(`${target.label}: ${line}`);
    target.runs.push(await auditAgainIfUnrecorded(run, say));
  });
  for (const { label, runs } of targets) {
    console.log(
      `${label}: ${CATEGORIES.map((c) => `${c} ${runs.map((lhr) => score(lhr, c)).join('/')}`).join(', ')}`,
    );
  }
}

/** The median of one category's score over a target's runs. */
const medianScore = (runs: Lhr[], category: string): number =>
  median(runs.map((lhr) => score(lhr, category)));

/** The targets a judged page's medians miss, one line each. */
function missedTargets({ label, runs }: Target): string[] {
  return CATEGORIES.flatMap((category) => {
    const value = medianScore(runs, category);
    return value >= TARGETS[category]
      ? []
      : [`${label}: ${category} median ${value} < ${TARGETS[category]}`];
  });
}

/** The median of one audit's measured value over a target's runs. */
const medianValue = (runs: Lhr[], id: string): number =>
  median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));

/**
 * The portal's /vet-profile beside the floor app's (bench/floor: the same stack drawing one list):
 * the score the stack itself reaches on this machine, and the two metrics that cost the portal most.
 */
function floorComparison(portal: Target, floor: Target): string[] {
  const metric = (what: string, id: string) => ({
    what,
    portal: medianValue(portal.runs, id),
    floor: medianValue(floor.runs, id),
  });
  return [
    `\n/vet-profile against the floor app (bench/floor), median of ${RUNS}, in turns:`,
    `Performance score  portal ${medianScore(portal.runs, 'performance')}  floor ${medianScore(floor.runs, 'performance')}`,
    ...floorLines([
      metric('Total Blocking Time', 'total-blocking-time'),
      metric('Largest Contentful Paint', 'largest-contentful-paint'),
    ]),
  ];
}

async function main(): Promise<number> {
  ensureBuild();
  ensureFloorBuild();
  const server = await startBenchServer({ staticDir: process.env.E2E_DIST });
  const floorServer = await startBenchServer({ staticDir: FLOOR_DIST_DIR });
  try {
    console.log(
      `Lighthouse 12 on ${server.baseURL} (mobile, simulated throttling), ${RUNS} runs a page...\n`,
    );
    const portalToken = await server.tokenFor(DEMO_VET);
    const floorToken = await floorServer.tokenFor(DEMO_VET);
    const all: Target[] = [
      { label: '/log-in', server, path: '/log-in', token: null, judged: true, runs: [] },
      {
        label: `/vet-profile (${DEMO_VET})`,
        server,
        path: '/vet-profile',
        token: portalToken,
        judged: true,
        runs: [],
      },
      {
        label: '/vet-profile (the floor app)',
        server: floorServer,
        path: '/vet-profile',
        token: floorToken,
        judged: false,
        runs: [],
      },
    ];
    // PAGE=/vet-profile audits that page alone, the portal's and the floor app's (a quicker look).
    const targets = all.filter(({ path }) => !PAGE || path === PAGE);
    await auditInTurns(targets);

    const judged = targets.filter((t) => t.judged);
    const missed = judged.flatMap(missedTargets);
    console.log(`\nThe median run of each page (by performance):`);
    printRuns(judged.map(({ label, runs }) => ({ label, lhr: medianRun(runs) })));
    const portal = judged.find((t) => t.path === '/vet-profile');
    const floor = targets.find((t) => !t.judged);
    if (portal && floor) for (const line of floorComparison(portal, floor)) console.log(line);
    if (missed.length) console.log(`\nMissed:\n  ${missed.join('\n  ')}`);
    else console.log('\nEvery median meets its target.');
    return missed.length ? 1 : 0;
  } finally {
    await server.close();
    await floorServer.close();
  }
}

runMain(main);
