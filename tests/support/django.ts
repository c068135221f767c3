// Starts the test-only Django REST Framework backend (tests/django/) on a free port with a fresh database.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's interpreter, which has Django and its apps (the `python3` on PATH may not). */
const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3';
const PROJECT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'django');
export const DJANGO_PASSWORD = 'Passw0rd!';
const START_TIMEOUT_MS = 60_000;

export interface DjangoOptions {
  /** 127.0.0.1 port; a free one if unset. */
  port?: number;
  /** DRF's PageNumberPagination page size for the lists (unset: plain lists). */
  pageSize?: number;
  /** SimpleJWT's ACCESS_TOKEN_LIFETIME in seconds (the backend's default: 300). */
  accessSeconds?: number;
  /** ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION: a refresh token works once. */
  rotate?: boolean;
  /** DRF's user and anon throttle rate on the lists and log-in, e.g. "5/min". */
  throttle?: string;
  /** CORS_ALLOWED_ORIGINS, e.g. ["http://localhost:4173"]. */
  corsOrigins?: string[];
}

/** What the backend counted (GET /test/stats/). */
export interface DjangoStats {
  /** Accepted inspection reports by order id. */
  reports_per_order: Record<string, number>;
  /** Every POST of send-inspection-report, accepted or refused. */
  report_posts: number;
  refreshes: number;
  refused_refreshes: number;
  /** Requests by "METHOD /path" (preflights too). */
  requests: Record<string, number>;
  /** Reads naming a page, by "METHOD /path?page=N" (e.g. "GET /api/wallet/transaction-history/?page=2"). */
  pages: Record<string, number>;
}

export interface DjangoApi {
  /** Origin, e.g. http://127.0.0.1:41234 */
  baseURL: string;
  /** `${baseURL}/api/`, for the app's apiBaseUrl. */
  apiBaseUrl: string;
  stats: () => Promise<DjangoStats>;
  /** Logs a seeded user in (password Passw0rd!) and returns the access token. */
  tokenFor: (username: string, password?: string) => Promise<string>;
  /** Stops the server and removes its data folder. */
  close: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function environment(dataDir: string, options: DjangoOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DJANGO_DATA_DIR: dataDir,
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONUNBUFFERED: '1',
  };
  // The switches come from the options alone, never from the calling shell.
  delete env.DJANGO_PAGE_SIZE;
  delete env.DJANGO_ACCESS_SECONDS;
  delete env.DJANGO_ROTATE;
  delete env.DJANGO_THROTTLE;
  delete env.DJANGO_CORS_ORIGINS;
  if (options.pageSize !== undefined) env.DJANGO_PAGE_SIZE = String(options.pageSize);
  if (options.accessSeconds !== undefined) {
    env.DJANGO_ACCESS_SECONDS = String(options.accessSeconds);
  }
  if (options.rotate) env.DJANGO_ROTATE = '1';
  if (options.throttle) env.DJANGO_THROTTLE = options.throttle;
  if (options.corsOrigins) env.DJANGO_CORS_ORIGINS = options.corsOrigins.join(',');
  return env;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Polls the stats route until the server answers; fails early if the process dies. */
async function waitUntilUp(baseURL: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Django exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseURL}/test/stats/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Django did not answer within ${START_TIMEOUT_MS} ms:\n${log()}`);
}

/** Runs migrate and seed on a fresh database, then `runserver --noreload` until close(). */
export async function startDjango(options: DjangoOptions = {}): Promise<DjangoApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-portal-django-'));
  const env = environment(dataDir, options);
  const manage = (...args: string[]) =>
    run(PYTHON, ['manage.py', ...args], { cwd: PROJECT_DIR, env });
  let child: ChildProcess | undefined;
  try {
    await manage('migrate', '--noinput', '-v', '0');
    await manage('seed');
    const port = options.port ?? (await freePort());
    const baseURL = `http://127.0.0.1:${port}`;
    let output = '';
    const server = spawn(PYTHON, ['manage.py', 'runserver', '--noreload', `127.0.0.1:${port}`], {
      cwd: PROJECT_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    const keep = (chunk: Buffer) => {
      output = `${output}${chunk.toString('utf8')}`.slice(-20_000);
    };
    server.stdout.on('data', keep);
    server.stderr.on('data', keep);
    await waitUntilUp(baseURL, server, () => output);

    return {
      baseURL,
      apiBaseUrl: `${baseURL}/api/`,
      stats: async () => {
        const response = await fetch(`${baseURL}/test/stats/`);
        return (await response.json()) as DjangoStats;
      },
      tokenFor: async (username, password = DJANGO_PASSWORD) => {
        const response = await fetch(`${baseURL}/api/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        const body = (await response.json()) as { access?: unknown };
        if (!response.ok || typeof body.access !== 'string') {
          throw new Error(`login of ${username} failed: ${response.status}`);
        }
        return body.access;
      },
      close: async () => {
        server.kill('SIGTERM');
        await exited(server);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (child) {
      child.kill('SIGTERM');
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
