// Server-wide constants and the environment settings read by main.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const DATABASE_FILE = 'vet-portal.sqlite';
export const MEDIA_DIR = 'media';
export const DEMO_PASSWORD = 'Passw0rd!';

export interface EnvConfig {
  port: number;
  host: string;
  dataDir: string;
  staticDir: string | undefined;
  faults: boolean;
  paymentSandbox: boolean;
  jwtSecret: string | undefined;
  seedTransactions: number | undefined;
  logger: boolean;
}

function parseNonNegativeInt(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d+$/.test(raw.trim())) throw new Error(`${name} must be a non-negative integer.`);
  return Number(raw.trim());
}

/** Reads PORT, HOST, DATA_DIR, STATIC_DIR, ENABLE_TEST_FAULTS, PAYMENT_SANDBOX, JWT_SECRET, ... */
export function readEnvConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): EnvConfig {
  const port = parseNonNegativeInt('PORT', env.PORT) ?? 8080;
  const defaultStatic = path.resolve(cwd, 'dist');
  const staticDir = env.STATIC_DIR
    ? path.resolve(cwd, env.STATIC_DIR)
    : existsSync(path.join(defaultStatic, 'index.html'))
      ? defaultStatic
      : undefined;
  return {
    port,
    host: env.HOST || 'localhost',
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    staticDir,
    faults: env.ENABLE_TEST_FAULTS === '1',
    paymentSandbox: env.PAYMENT_SANDBOX !== '0',
    jwtSecret: env.JWT_SECRET || undefined,
    seedTransactions: parseNonNegativeInt('SEED_TRANSACTIONS', env.SEED_TRANSACTIONS),
    logger: env.LOG_REQUESTS === '1',
  };
}
