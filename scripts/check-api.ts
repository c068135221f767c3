// npm run check:api — signs in to a real API, reads every GET the portal reads, decodes each with the portal's decoders and checks CORS preflights; never writes.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { readAllPages, type PageRead } from '../contract/paging.js';
import { paths } from '../contract/paths.js';
import { decodeLogin } from '../contract/wire/auth.js';
import { DecodeError } from '../contract/wire/decodeError.js';
import { decodeOrders } from '../contract/wire/order.js';
import { decodeProfile } from '../contract/wire/profile.js';
import { decodeTransactions, decodeWalletBalance } from '../contract/wire/wallet.js';

export const READ_ONLY =
  'Read only: the one POST is the sign-in; every other request is a GET or a CORS preflight (OPTIONS). Nothing is written.';

export interface CheckOptions {
  /** The API base the portal is built with (VITE_API_BASE_URL), e.g. https://api.market.example/. */
  base: string;
  username: string;
  password: string;
  /** The portal's origin, for the CORS preflights (none: not checked). */
  origin?: string;
  fetch?: typeof fetch;
}

/** One answer: where, its status, whether the portal's decoder read it, and what failed. */
export interface Row {
  endpoint: string;
  status: number | null;
  decoded: boolean;
  /** "field: expected …, got …", or what else went wrong; '' when decoded. */
  problem: string;
}

/** One preflight: the request the portal makes, and whether the API lets the origin make it. */
export interface Preflight {
  endpoint: string;
  method: string;
  headers: readonly string[];
  status: number | null;
  allowed: boolean;
  problem: string;
}

export interface Report {
  rows: Row[];
  preflights: Preflight[];
  ok: boolean;
}

/** An answer read: its status and JSON body, or why there is none. */
type Read = { status: number; body: unknown } | { status: number | null; problem: string };

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

async function readJson(
  run: typeof fetch,
  url: string,
  init: RequestInit = {},
): Promise<Read & { url: string }> {
  let response: Response;
  try {
    response = await run(url, init);
  } catch (error) {
    return { status: null, problem: `no answer: ${(error as Error).message}`, url };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    const type = response.headers.get('content-type') ?? 'no content type';
    return { status: response.status, problem: `not JSON (${type})`, url: response.url || url };
  }
  if (!response.ok) {
    return {
      status: response.status,
      problem: `HTTP ${response.status}: ${text.slice(0, 80)}`,
      url,
    };
  }
  return { status: response.status, body, url: response.url || url };
}

/** Decodes `body` with `decode`: decoded, or the field that failed and what came. */
function decodes(decode: (body: unknown) => unknown, body: unknown): string {
  try {
    decode(body);
    return '';
  } catch (error) {
    if (error instanceof DecodeError) return error.code;
    throw error;
  }
}

/** The GETs the portal reads once signed in: single answers, and lists read page by page. */
const READS = [
  { name: 'profile', decode: decodeProfile, pages: false },
  { name: 'assignedOrders', decode: decodeOrders, pages: true },
  { name: 'completedOrders', decode: decodeOrders, pages: true },
  { name: 'walletBalance', decode: decodeWalletBalance, pages: false },
  { name: 'transactionHistory', decode: decodeTransactions, pages: true },
] as const satisfies readonly { name: keyof typeof paths; decode: unknown; pages: boolean }[];

/**
 * The requests the portal makes from another origin, each with the headers it sets (the browser
 * preflights them all: each has a Bearer token or a JSON body). Ids in paths are placeholders.
 */
const CALLS: readonly { path: string; method: string; headers: readonly string[] }[] = [
  { path: paths.login, method: 'POST', headers: ['content-type'] },
  { path: paths.register, method: 'POST', headers: ['content-type'] },
  { path: paths.tokenRefresh, method: 'POST', headers: ['content-type'] },
  { path: paths.logoutEverywhere, method: 'POST', headers: ['authorization'] },
  { path: paths.profile, method: 'GET', headers: ['authorization'] },
  { path: paths.updateProfile, method: 'PATCH', headers: ['authorization'] },
  { path: paths.application, method: 'POST', headers: ['authorization'] },
  { path: paths.reapply(1), method: 'PATCH', headers: ['authorization'] },
  { path: paths.assignedOrders, method: 'GET', headers: ['authorization'] },
  { path: paths.completedOrders, method: 'GET', headers: ['authorization'] },
  { path: paths.setAppointment(1), method: 'POST', headers: ['authorization', 'content-type'] },
  { path: paths.cancelOrder(1), method: 'POST', headers: ['authorization'] },
  { path: paths.sendReport(1), method: 'POST', headers: ['authorization'] },
  { path: paths.updateReport(1), method: 'PATCH', headers: ['authorization'] },
  { path: paths.walletBalance, method: 'GET', headers: ['authorization'] },
  { path: paths.transactionHistory, method: 'GET', headers: ['authorization'] },
  { path: paths.withdraw, method: 'POST', headers: ['authorization', 'content-type'] },
  { path: paths.loadWallet, method: 'POST', headers: ['authorization', 'content-type'] },
];

/** Methods a preflight need not list (CORS-safelisted). */
const SAFELISTED = new Set(['GET', 'HEAD', 'POST']);

const listed = (header: string | null) =>
  new Set(
    (header ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

async function preflight(
  run: typeof fetch,
  base: string,
  origin: string,
  call: (typeof CALLS)[number],
): Promise<Preflight> {
  const endpoint = `${call.method} ${call.path}`;
  const result = { endpoint, method: call.method, headers: call.headers };
  let response: Response;
  try {
    response = await run(new URL(call.path, base), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': call.method,
        'access-control-request-headers': call.headers.join(','),
      },
    });
  } catch (error) {
    return {
      ...result,
      status: null,
      allowed: false,
      problem: `no answer: ${(error as Error).message}`,
    };
  }
  await response.arrayBuffer();
  const problems: string[] = [];
  if (!response.ok) problems.push(`HTTP ${response.status}`);
  const allowOrigin = response.headers.get('access-control-allow-origin');
  if (allowOrigin !== '*' && allowOrigin?.toLowerCase() !== origin.toLowerCase()) {
    problems.push(
      `Access-Control-Allow-Origin is ${allowOrigin === null ? 'missing' : `"${allowOrigin}"`}`,
    );
  }
  const methods = listed(response.headers.get('access-control-allow-methods'));
  if (
    !SAFELISTED.has(call.method) &&
    !methods.has('*') &&
    !methods.has(call.method.toLowerCase())
  ) {
    problems.push(`${call.method} not in Access-Control-Allow-Methods`);
  }
  const headers = listed(response.headers.get('access-control-allow-headers'));
  const missing = call.headers.filter((header) => !headers.has('*') && !headers.has(header));
  if (missing.length > 0)
    problems.push(`${missing.join(', ')} not in Access-Control-Allow-Headers`);
  return {
    ...result,
    status: response.status,
    allowed: problems.length === 0,
    problem: problems.join('; '),
  };
}

/** Signs in, reads and decodes every GET the portal reads, and checks the preflights for `origin`. */
export async function checkApi(options: CheckOptions): Promise<Report> {
  const run = options.fetch ?? fetch;
  const base = withSlash(options.base);
  const rows: Row[] = [];
  const login = await readJson(run, new URL(paths.login, base).href, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username: options.username, password: options.password }),
  });
  let token: string | null = null;
  if ('body' in login) {
    const problem = decodes(decodeLogin, login.body);
    if (!problem) token = decodeLogin(login.body).access;
    rows.push({
      endpoint: `POST ${paths.login}`,
      status: login.status,
      decoded: !problem,
      problem,
    });
  } else {
    rows.push({
      endpoint: `POST ${paths.login}`,
      status: login.status,
      decoded: false,
      problem: login.problem,
    });
  }
  const headers = { authorization: `Bearer ${token ?? ''}`, accept: 'application/json' };
  for (const read of READS) {
    const path = paths[read.name];
    if (token === null) {
      rows.push({
        endpoint: `GET ${path}`,
        status: null,
        decoded: false,
        problem: 'not read: no token',
      });
      continue;
    }
    let pages = 0;
    let status: number | null = null;
    const readPage = async (url: string): Promise<PageRead<string>> => {
      const answer = await readJson(run, url, { headers });
      pages += 1;
      status = answer.status;
      return 'body' in answer ? { body: answer.body, url: answer.url } : { error: answer.problem };
    };
    const first = new URL(path, base).href;
    const list = read.pages ? await readAllPages(first, readPage) : await readPage(first);
    const endpoint = `GET ${path}${pages > 1 ? ` (${pages} pages)` : ''}`;
    if ('error' in list) {
      rows.push({ endpoint, status, decoded: false, problem: list.error });
      continue;
    }
    const problem = decodes(read.decode, list.body);
    rows.push({ endpoint, status, decoded: !problem, problem });
  }
  const preflights = options.origin
    ? await Promise.all(CALLS.map((call) => preflight(run, base, options.origin ?? '', call)))
    : [];
  const ok = rows.every((row) => row.decoded) && preflights.every((item) => item.allowed);
  return { rows, preflights, ok };
}

/** Rows as a text table, each column as wide as its widest cell. */
function table(head: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = head.map((cell, index) =>
    Math.max(cell.length, ...body.map((row) => (row[index] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}

/** The report as printed: what was read and decoded, then the preflights, then the verdict. */
export function formatReport(
  report: Report,
  options: Pick<CheckOptions, 'base' | 'origin'>,
): string {
  const status = (value: number | null) => (value === null ? '-' : String(value));
  const parts = [
    `check:api against ${withSlash(options.base)}`,
    READ_ONLY,
    '',
    table(
      ['Endpoint', 'Status', 'Decoded', 'Failing field and what was received'],
      report.rows.map((row) => [
        row.endpoint,
        status(row.status),
        row.decoded ? 'yes' : 'NO',
        row.problem,
      ]),
    ),
  ];
  if (options.origin) {
    parts.push(
      '',
      `CORS preflights from ${options.origin}, with the headers the portal sends:`,
      table(
        ['Request', 'Headers', 'Status', 'Allowed', 'Problem'],
        report.preflights.map((item) => [
          item.endpoint,
          item.headers.join(', '),
          status(item.status),
          item.allowed ? 'yes' : 'NO',
          item.problem,
        ]),
      ),
    );
  } else parts.push('', 'CORS not checked: pass --origin with the portal’s origin to check it.');
  const failed =
    report.rows.filter((row) => !row.decoded).length +
    report.preflights.filter((item) => !item.allowed).length;
  parts.push('', report.ok ? 'The portal can read this API.' : `${failed} check(s) failed.`);
  return parts.join('\n');
}

const USAGE =
  'Usage: npm run check:api -- --base https://api.market.example/ --username USER --password PASS [--origin https://portal.example]';

/** The command: exit 0 when everything decoded and every preflight passed, 1 when not, 2 for bad arguments. */
async function main(argv: readonly string[]): Promise<number> {
  let values: Partial<Record<'base' | 'username' | 'password' | 'origin', string>>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        base: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        origin: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { base, username, password, origin } = values;
  if (!base || !username || password === undefined) {
    console.error(USAGE);
    return 2;
  }
  const options = { base, username, password, ...(origin ? { origin } : {}) };
  const report = await checkApi(options);
  console.log(formatReport(report, options));
  return report.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
