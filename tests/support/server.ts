// Starts the reference API in-process on a free port with fresh demo data, for integration tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app';

export const DEMO_PASSWORD = 'Passw0rd!';

export interface TestServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** API base URL ending in a slash, for setConfig({ apiBaseUrl }). */
  apiBaseUrl: string;
  /** Logs a demo user in and returns the access token. */
  tokenFor: (username: string, password?: string) => Promise<string>;
  faults: (body: Record<string, unknown>) => Promise<void>;
  stats: () => Promise<{ reports: number; credits: number; requests: Record<string, number> }>;
  close: () => Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-portal-test-'));
  const app = await buildServer({ dataDir, faults: true, paymentSandbox: true, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const apiBaseUrl = `${origin}/api/`;
  const post = (path: string, body: unknown) =>
    fetch(`${apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    origin,
    apiBaseUrl,
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
      return (await response.json()) as Awaited<ReturnType<TestServer['stats']>>;
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
