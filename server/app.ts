// Builds the Fastify app: database, seed, JSON and multipart parsing, /api routes, media and PWA.
import { existsSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { DATABASE_FILE, MAX_UPLOAD_BYTES, MEDIA_DIR } from './config.js';
import type { AppContext } from './context.js';
import { signingKey } from './auth/tokens.js';
import { openDatabase } from './db/schema.js';
import { isEmptyDatabase, seedDemoData } from './db/seed.js';
import { HttpError, registerErrorHandlers } from './errors.js';
import { faultsAllowed, registerFaults } from './faults.js';
import {
  createPaystackVerifier,
  paystackFromEnv,
  type PaystackOptions,
} from './payments/paystack.js';
import { createSandboxVerifier } from './payments/sandbox.js';
import type { PaymentVerifier } from './payments/verifier.js';
import { registerApplicationRoutes } from './routes/application.js';
import { registerAuthRoutes } from './routes/auth.js';
import { registerOrderRoutes } from './routes/orders.js';
import { registerProfileRoutes } from './routes/profile.js';
import { registerReportRoutes } from './routes/reports.js';
import { registerWalletRoutes } from './routes/wallet.js';
import { registerStatic } from './static.js';

export interface BuildServerOptions {
  dataDir: string;
  staticDir?: string;
  faults?: boolean;
  paymentSandbox?: boolean;
  logger?: boolean;
  jwtSecret?: string;
  /** Paystack settings; defaults to PAYSTACK_SECRET_KEY / PAYSTACK_API_BASE from the environment. */
  paystack?: PaystackOptions | null;
  /** Total transactions for the verified demo vet when a new database is seeded. */
  seedTransactions?: number;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { error: 'Malformed JSON body.' });
  }
}

export async function buildServer(opts: BuildServerOptions): Promise<FastifyInstance> {
  if (opts.staticDir && !existsSync(path.join(opts.staticDir, 'index.html'))) {
    throw new Error(`No index.html in ${opts.staticDir}: build the app first (npm run build).`);
  }
  const dataDir = path.resolve(opts.dataDir);
  const mediaDir = path.join(dataDir, MEDIA_DIR);
  mkdirSync(mediaDir, { recursive: true });
  const db = openDatabase(path.join(dataDir, DATABASE_FILE));
  if (isEmptyDatabase(db)) {
    await seedDemoData(db, { verifiedTransactions: opts.seedTransactions });
  }

  const verifiers: PaymentVerifier[] = [];
  if (opts.paymentSandbox) verifiers.push(createSandboxVerifier());
  const paystack = opts.paystack === undefined ? paystackFromEnv(process.env) : opts.paystack;
  if (paystack) verifiers.push(createPaystackVerifier(paystack));

  const ctx: AppContext = {
    db,
    dataDir,
    mediaDir,
    secret: signingKey(opts.jwtSecret ?? randomBytes(32).toString('hex')),
    verifiers,
  };

  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onClose', (_instance, done) => {
    db.close();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
  registerErrorHandlers(app, !opts.logger);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(typeof body === 'string' ? body : body.toString('utf8')));
    } catch (error) {
      done(error instanceof Error ? error : new Error('Malformed JSON body.'), undefined);
    }
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 6, fields: 30, fieldSize: 20_000, parts: 40 },
    throwFileSizeLimit: false,
  });

  if (faultsAllowed(opts.faults)) registerFaults(app, ctx);

  await app.register(
    (api, _options, done) => {
      registerAuthRoutes(api, ctx);
      registerProfileRoutes(api, ctx);
      registerApplicationRoutes(api, ctx);
      registerOrderRoutes(api, ctx);
      registerReportRoutes(api, ctx);
      registerWalletRoutes(api, ctx);
      done();
    },
    { prefix: '/api' },
  );
  await registerStatic(app, { mediaDir, staticDir: opts.staticDir });
  return app;
}
