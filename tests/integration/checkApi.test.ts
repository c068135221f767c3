// npm run check:api against the reference server, the tests' Django backend and a proxy that breaks a field on purpose: what it reads, decodes and prints, and that it never writes.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ONLY, checkApi, formatReport, type Report } from '../../scripts/check-api.js';
import { DJANGO_PASSWORD, startDjango, type DjangoApi } from '../support/django.js';
import { DEMO_PASSWORD, startReferenceServer, type ReferenceServer } from '../support/server.js';

const PORTAL = 'https://portal.example';
const VET = 'verified@vets.example';
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The reads every backend answers, in the order the check makes them. */
const READS = [
  'POST login/',
  'GET profile',
  'GET dashboard/assigned-orders/',
  'GET dashboard/get-completed-orders/',
  'GET wallet/wallet-balance/',
  'GET wallet/transaction-history/',
];

/** A fetch that records each request's method and path. */
function recordingFetch(): { fetch: typeof fetch; requests: string[] } {
  const requests: string[] = [];
  const recorded: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return fetch(input, init);
  };
  return { fetch: recorded, requests };
}

const endpoints = (report: Report) => report.rows.map((row) => row.endpoint.replace(/ \(.*$/, ''));

describe('check:api against the reference server', () => {
  let server: ReferenceServer;

  beforeAll(async () => {
    server = await startReferenceServer({ build: { corsOrigins: [PORTAL] } });
  });
  afterAll(() => server.close());

  it('signs in, reads and decodes every GET the portal reads, and allows the portal’s preflights', async () => {
    const { fetch, requests } = recordingFetch();
    const options = {
      base: server.apiBaseUrl,
      username: VET,
      password: DEMO_PASSWORD,
      origin: PORTAL,
    };
    const report = await checkApi({ ...options, fetch });
    expect(endpoints(report)).toEqual(READS);
    expect(report.rows.filter((row) => !row.decoded)).toEqual([]);
    expect(report.rows.map((row) => row.status)).toEqual(READS.map(() => 200));
    expect(report.preflights.length).toBe(18);
    expect(report.preflights.filter((item) => !item.allowed)).toEqual([]);
    expect(report.ok).toBe(true);
    // It never writes: the sign-in is its one request that is neither a read nor a preflight.
    expect(requests.filter((request) => !/^(GET|OPTIONS) /.test(request))).toEqual([
      'POST /api/login/',
    ]);
    const printed = formatReport(report, options);
    expect(printed).toContain(READ_ONLY);
    expect(printed).toMatch(/^GET wallet\/wallet-balance\/\s+200\s+yes$/m);
    expect(printed).toContain('The portal can read this API.');
  });

  it('says which preflights an origin the API does not allow would fail', async () => {
    const report = await checkApi({
      base: server.apiBaseUrl,
      username: VET,
      password: DEMO_PASSWORD,
      origin: 'https://elsewhere.example',
    });
    expect(report.rows.every((row) => row.decoded)).toBe(true);
    expect(report.preflights.every((item) => !item.allowed)).toBe(true);
    expect(report.preflights[0]?.problem).toMatch(/Access-Control-Allow-Origin is missing/);
    expect(report.ok).toBe(false);
  });

  it('stops at a refused sign-in and reads nothing', async () => {
    const report = await checkApi({ base: server.apiBaseUrl, username: VET, password: 'wrong' });
    expect(report.rows[0]).toMatchObject({ endpoint: 'POST login/', status: 401, decoded: false });
    expect(report.rows.slice(1).map((row) => row.problem)).toEqual(
      READS.slice(1).map(() => 'not read: no token'),
    );
    expect(report.ok).toBe(false);
  });

  /** The command as npm runs it: its exit code and what it printed. */
  const command = async (...args: string[]) =>
    run('npx', ['tsx', 'scripts/check-api.ts', ...args], { cwd: ROOT }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );

  it('runs as a command: the table, and exit 0 when the portal can read the API', async () => {
    const { code, stdout } = await command(
      ...['--base', server.apiBaseUrl, '--username', VET, '--password', DEMO_PASSWORD],
    );
    expect(code).toBe(0);
    expect(stdout).toContain(READ_ONLY);
    expect(stdout).toMatch(/^GET profile\s+200\s+yes$/m);
    expect(stdout).toContain('CORS not checked');
  }, 60_000);

  it('exits 1 when a check fails and 2 without its arguments', async () => {
    const failed = await command(
      ...['--base', server.apiBaseUrl, '--username', VET, '--password', 'wrong'],
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^POST login\/\s+401\s+NO\s+HTTP 401/m);
    const refused = await command('--base', server.apiBaseUrl);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Usage:');
  }, 60_000);
});

/** A proxy to `upstream` that breaks the balance and the first assigned order's fee on purpose. */
async function breakingProxy(
  upstream: string,
): Promise<{ base: string; close: () => Promise<void> }> {
  const proxy = http.createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      }
      const answer = await fetch(`${upstream}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      let text = await answer.text();
      const read = request.method === 'GET' && answer.ok;
      if (read && request.url?.endsWith('/wallet/wallet-balance/')) {
        text = JSON.stringify({ ...(JSON.parse(text) as object), balance: 'lots' });
      }
      if (read && request.url?.endsWith('/dashboard/assigned-orders/')) {
        const [first, ...rest] = JSON.parse(text) as Record<string, unknown>[];
        text = JSON.stringify([{ ...first, inspection_fees: { amount: 450 } }, ...rest]);
      }
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? '',
      });
      response.end(text);
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api/`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

describe('check:api against a server that breaks a field', () => {
  let server: ReferenceServer;
  let proxy: Awaited<ReturnType<typeof breakingProxy>>;

  beforeAll(async () => {
    server = await startReferenceServer();
    proxy = await breakingProxy(server.baseURL);
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });

  it('names the field that failed and what was received, and the rest as decoded', async () => {
    const options = { base: proxy.base, username: VET, password: DEMO_PASSWORD, origin: PORTAL };
    const report = await checkApi(options);
    const failed = report.rows.filter((row) => !row.decoded);
    expect(failed).toEqual([
      {
        endpoint: 'GET dashboard/assigned-orders/',
        status: 200,
        decoded: false,
        problem: 'orders[0].inspection_fees: expected an amount of money, got {…}',
      },
      {
        endpoint: 'GET wallet/wallet-balance/',
        status: 200,
        decoded: false,
        problem: 'wallet.balance: expected an amount of money, got "lots"',
      },
    ]);
    expect(report.rows.length).toBe(READS.length);
    // This server allows no other origin: every preflight fails.
    expect(report.preflights.filter((item) => item.allowed)).toEqual([]);
    expect(report.ok).toBe(false);
    const printed = formatReport(report, options);
    expect(printed).toMatch(
      /^GET wallet\/wallet-balance\/\s+200\s+NO\s+wallet\.balance: expected an amount of money, got "lots"$/m,
    );
    expect(printed).toContain('20 check(s) failed.');
  });
});

describe('check:api against the tests’ Django backend', () => {
  let api: DjangoApi;

  beforeAll(async () => {
    api = await startDjango({ pageSize: 2, corsOrigins: [PORTAL] });
  }, 60_000);
  afterAll(() => api.close());

  it('reads DRF’s answers and every page, and allows the portal’s preflights', async () => {
    const report = await checkApi({
      base: api.apiBaseUrl,
      username: VET,
      password: DJANGO_PASSWORD,
      origin: PORTAL,
    });
    expect(endpoints(report)).toEqual(READS);
    expect(report.rows.filter((row) => !row.decoded)).toEqual([]);
    const history = report.rows.at(-1)?.endpoint ?? '';
    expect(Number(/\((\d+) pages\)/.exec(history)?.[1])).toBeGreaterThan(1);
    expect(report.preflights.filter((item) => !item.allowed)).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
