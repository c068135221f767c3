// Server-wide constants and the environment settings read by main.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { ServerMode } from './context.js';
import { corsOriginsFromEnv } from './cors.js';
import { clientHostsFromEnv, type ClientHosts } from './security.js';

/** Multipart requests one account may have in progress at once. */
export const MAX_CONCURRENT_UPLOADS = 3;
/** A request whose connection stays silent this long (e.g. a stalled body) is cut off. */
export const IDLE_TIMEOUT_MS = 60_000;
/**
 * The slowest an upload may arrive: at least this many bytes in each window, or it is cut off
 * (a body trickled a byte at a time would otherwise hold an upload slot until REQUEST_TIMEOUT_MS).
 * About 0.5 KB/s, far below a working 2G link.
 */
export const UPLOAD_MIN_RATE = { bytes: 16 * 1024, windowMs: 30_000 };
/** The longest a whole request (headers and body) may take to arrive. */
export const REQUEST_TIMEOUT_MS = 5 * 60_000;
export const TMP_DIR = 'tmp';
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const DATABASE_FILE = 'vet-portal.sqlite';
export const MEDIA_DIR = 'media';
/** Files no row refers to wait here (QUARANTINE_DAYS) instead of being deleted. */
export const QUARANTINE_DIR = 'quarantine';
export const DEMO_PASSWORD = 'Passw0rd!';

export interface EnvConfig {
  mode: ServerMode;
  port: number;
  host: string;
  dataDir: string;
  staticDir: string | undefined;
  faults: boolean;
  paymentSandbox: boolean;
  jwtSecret: string | undefined;
  seedTransactions: number | undefined;
  logger: boolean;
  clientHosts: ClientHosts;
  /** Behind a reverse proxy: which proxy addresses to trust for the client IP (or true: any). */
  trustProxy: boolean | string | undefined;
  /** CORS_ORIGINS: origins allowed to call the API from another host (none by default). */
  corsOrigins: string[];
}

/** Production when NODE_ENV=production or the command line has --production. */
export function modeFrom(env: NodeJS.ProcessEnv, argv: readonly string[]): ServerMode {
  return env.NODE_ENV === 'production' || argv.includes('--production') ? 'production' : 'demo';
}

/** The VITE_* settings the build read: .env files as Vite loads them, the environment on top. */
export function buildSettings(env: NodeJS.ProcessEnv, cwd: string): Record<string, string> {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const merged: Record<string, string> = {};
  for (const file of files) {
    const full = path.join(cwd, file);
    if (existsSync(full)) Object.assign(merged, parseEnv(readFileSync(full, 'utf8')));
  }
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('VITE_') && value !== undefined) merged[key] = value;
  }
  return merged;
}

function parseNonNegativeInt(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d+$/.test(raw.trim())) throw new Error(`${name} must be a non-negative integer.`);
  return Number(raw.trim());
}

/** Reads PORT, HOST, DATA_DIR, STATIC_DIR, ENABLE_TEST_FAULTS, PAYMENT_SANDBOX, JWT_SECRET, ... */
export function readEnvConfig(
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
  argv: readonly string[] = process.argv,
): EnvConfig {
  const mode = modeFrom(env, argv);
  const port = parseNonNegativeInt('PORT', env.PORT) ?? 8080;
  const defaultStatic = path.resolve(cwd, 'dist');
  const staticDir = env.STATIC_DIR
    ? path.resolve(cwd, env.STATIC_DIR)
    : existsSync(path.join(defaultStatic, 'index.html'))
      ? defaultStatic
      : undefined;
  return {
    mode,
    port,
    host: env.HOST || 'localhost',
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    staticDir,
    faults: mode === 'demo' && env.ENABLE_TEST_FAULTS === '1',
    paymentSandbox: mode === 'demo' && env.PAYMENT_SANDBOX !== '0',
    jwtSecret: env.JWT_SECRET || undefined,
    seedTransactions: parseNonNegativeInt('SEED_TRANSACTIONS', env.SEED_TRANSACTIONS),
    logger: env.LOG_REQUESTS === '1',
    clientHosts: clientHostsFromEnv(buildSettings(env, cwd)),
    trustProxy: !env.TRUST_PROXY ? undefined : env.TRUST_PROXY === 'true' || env.TRUST_PROXY,
    corsOrigins: corsOriginsFromEnv(env.CORS_ORIGINS),
  };
}
