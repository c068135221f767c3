// Starts the reference API in-process on a free port with fresh demo data (tests, browser tests, benches).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../../server/app.js';
import type { RateLimits } from '../../server/rateLimits.js';

export const DEMO_PASSWORD = 'Passw0rd!';

/** What the reference server counted: reports and credits stored, requests by path. */
export interface ServerStats {
  reports: number;
  credits: number;
  requests: Record<string, number>;
}

export interface ReferenceServer {
  /** The fastify instance, for tests that reach into the server. */
  app: FastifyInstance;
  /** Origin, e.g. http://127.0.0.1:41234 */
  baseURL: string;
  /** API base URL ending in a slash, for setConfig({ apiBaseUrl }). */
  apiBaseUrl: string;
  /** The fresh data folder (database and media), removed by close(). */
  dataDir: string;
  /** Logs a demo user in and returns the access token. */
  tokenFor: (username: string, password?: string) => Promise<string>;
  /** Calls the reference server's test-only fault switches. */
  faults: (body: Record<string, unknown>) => Promise<void>;
  stats: () => Promise<ServerStats>;
  close: () => Promise<void>;
}

export interface ReferenceServerOptions {
  /** The built app to serve beside /api (none: API only). */
  staticDir?: string;
  /** How many wallet transactions the verified demo vet gets (the seed's own number if unset). */
  seedTransactions?: number;
  /** The port to listen on (a build that names the API's address needs it fixed); free if unset. */
  port?: number;
  /** Any other server option (the server's own tests fix the JWT secret, switch Paystack off). */
  build?: Partial<BuildServerOptions>;
}

/**
 * Suites sign the same demo vets in from 127.0.0.1 many times over; the real limits have their own
 * tests (tests/server/rateLimits.test.ts), so other suites run with limits they never reach.
 */
export const TEST_RATE_LIMITS: RateLimits = {
  login: { perIp: 100_000, perUsername: 100_000, windowMs: 60_000 },
  register: { perIp: 100_000, perUsername: 100_000, windowMs: 60_000 },
  refresh: { perIp: 100_000, perUsername: 100_000, windowMs: 60_000 },
};

/**
 * Suites share a loaded machine: a password check waits its turn instead of the quick 503 a
 * flooded production server gives (the flood's own tests set their limit).
 */
const TEST_PASSWORD_HASHING = { maxWaitMs: 60_000 };

export async function startReferenceServer(
  opts: ReferenceServerOptions = {},
): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-portal-test-'));
  const app = await buildServer({
    dataDir,
    faults: true,
    paymentSandbox: true,
    logger: false,
    rateLimits: TEST_RATE_LIMITS,
    passwordHashing: TEST_PASSWORD_HASHING,
    ...(opts.staticDir === undefined ? {} : { staticDir: opts.staticDir }),
    ...(opts.seedTransactions === undefined ? {} : { seedTransactions: opts.seedTransactions }),
    ...opts.build,
  });
  await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseURL = `http://127.0.0.1:${address.port}`;
  const apiBaseUrl = `${baseURL}/api/`;
  const post = (path: string, body: unknown) =>
    fetch(`${apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    app,
    baseURL,
    apiBaseUrl,
    dataDir,
    tokenFor: async (username, password = DEMO_PASSWORD) => {
      const response = await post('login/', { username, password });
      if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
      return ((await response.json()) as { access: string }).access;
    },
    faults: async (body) => {
      const response = await post('__test__/faults', body);
      if (!response.ok) throw new Error(`faults: ${response.status}`);
    },
    stats: async () => {
      const response = await fetch(`${apiBaseUrl}__test__/stats`);
      return (await response.json()) as ServerStats;
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = ReferenceServer;

/** The API alone, for integration tests. */
export function startTestServer(): Promise<TestServer> {
  return startReferenceServer();
}
