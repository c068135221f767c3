// Starts the reference API (and the built PWA when present) from environment settings.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildServer } from './app.js';
import { DEMO_PASSWORD, readEnvConfig } from './config.js';
import type { ServerMode } from './context.js';
import { DEMO_LOGINS } from './db/demoData.js';

/**
 * JWT_SECRET; in demo mode, else a secret generated once and kept in DATA_DIR/jwt-secret
 * (production refuses to start without JWT_SECRET).
 */
function loadSecret(
  dataDir: string,
  fromEnv: string | undefined,
  mode: ServerMode,
): string | undefined {
  if (fromEnv) return fromEnv;
  if (mode === 'production') return undefined;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function printDemoLogins(): void {
  console.log('');
  console.log(`Demo logins (password for all: ${DEMO_PASSWORD})`);
  const width = Math.max(...DEMO_LOGINS.map((login) => login.username.length));
  for (const login of DEMO_LOGINS) {
    console.log(`  ${login.username.padEnd(width)}  ${login.state}`);
  }
}

async function main(): Promise<void> {
  const config = readEnvConfig(process.env);
  if (config.mode === 'demo') mkdirSync(config.dataDir, { recursive: true });
  const app = await buildServer({
    mode: config.mode,
    dataDir: config.dataDir,
    staticDir: config.staticDir,
    faults: config.faults,
    paymentSandbox: config.paymentSandbox,
    logger: config.logger,
    jwtSecret: loadSecret(config.dataDir, config.jwtSecret, config.mode),
    seedTransactions: config.seedTransactions,
    clientHosts: config.clientHosts,
    corsOrigins: config.corsOrigins,
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  console.log(
    `Mode: ${config.mode}${config.mode === 'demo' ? ' (demo accounts, sandbox payments)' : ''}`,
  );
  console.log(`Vet Portal API listening on http://localhost:${port} (bound to ${config.host})`);
  console.log(`  API:    http://localhost:${port}/api/`);
  console.log(`  App:    ${config.staticDir ? config.staticDir : 'not served (no dist/ build)'}`);
  console.log(`  Data:   ${config.dataDir}`);
  const sandbox = config.paymentSandbox
    ? 'sandbox checkouts (only references this server issued and recorded)'
    : 'no sandbox';
  const paystack = process.env.PAYSTACK_SECRET_KEY ? ', Paystack verification on' : '';
  console.log(`  Payments: ${sandbox}${paystack}`);
  if (config.corsOrigins.length > 0) console.log(`  CORS:   ${config.corsOrigins.join(', ')}`);
  if (config.faults) console.log('  Test fault switches: ON (/api/__test__/faults)');
  if (config.mode === 'production') {
    console.log('  Demo accounts, sandbox payments and fault switches are off.');
  } else printDemoLogins();

  const stop = (signal: string): void => {
    console.log(`\n${signal} received, closing.`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
