// Builds the Fastify app: database checks, seed (demo), security headers, rate limits, JSON and
// multipart parsing, /api routes, signed media and the PWA.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import {
  DATABASE_FILE,
  IDLE_TIMEOUT_MS,
  MEDIA_DIR,
  QUARANTINE_DIR,
  REQUEST_TIMEOUT_MS,
  TMP_DIR,
  UPLOAD_MIN_RATE,
} from './config.js';
import { MAX_UPLOAD_BYTES } from '../contract/limits.js';
import { ACCOUNT_STORAGE_BYTES } from './accountStorage.js';
import type { AppContext, ServerMode } from './context.js';
import type { HashPoolOptions } from './auth/hashPool.js';
import { signingKey } from './auth/tokens.js';
import { registerCors } from './cors.js';
import { rememberNumberSources } from './body.js';
import { registerBodyGate } from './bodyGate.js';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_CONNECTIONS_PER_ADDRESS,
  TIMEOUT_CHECK_INTERVAL_MS,
  capConnectionsPerAddress,
  proxyAddresses,
} from './connections.js';
import { instanceId, openDatabase } from './db/schema.js';
import { isEmptyDatabase, seedDemoData } from './db/seed.js';
import { HttpError, registerErrorHandlers } from './errors.js';
import { pruneStoredReplies } from './idempotency.js';
import { faultsAllowed, registerFaults } from './faults.js';
import { createMediaSigner } from './media.js';
import {
  createPaystackVerifier,
  paystackFromEnv,
  type PaystackOptions,
} from './payments/paystack.js';
import { createSandboxVerifier } from './payments/sandbox.js';
import type { PaymentVerifier } from './payments/verifier.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rateLimits.js';
import { registerApplicationRoutes } from './routes/application.js';
import { registerAuthRoutes } from './routes/auth.js';
import { OPENAPI_PATH, openApiDocument } from './openapi.js';
import { registerOrderRoutes } from './routes/orders.js';
import { registerProfileRoutes } from './routes/profile.js';
import { registerReportRoutes } from './routes/reports.js';
import { registerWalletRoutes } from './routes/wallet.js';
import { DEFAULT_VET_LIMITS } from './vetLimits.js';
import { clientHostsFromEnv, registerSecurityHeaders, type ClientHosts } from './security.js';
import { sweepMedia } from './startup.js';
import { registerReplyCheck } from './replyCheck.js';
import { registerRequestGate } from './requestGate.js';
import { registerStatic } from './static.js';
import { registerUploadCleanup } from './uploads.js';

/**
 * Answers in brotli (the plugin's quality 4: most of the saving for little CPU) or gzip. Request
 * bodies are never inflated here: a client has no reason to send them compressed, and a body's
 * size limits then count the bytes that arrive.
 */
const API_COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  globalDecompression: false,
};
export interface BuildServerOptions {
  dataDir: string;
  /** 'demo' (default): demo seed, sandbox payments, fault switches. 'production': none of them. */
  mode?: ServerMode;
  staticDir?: string;
  faults?: boolean;
  paymentSandbox?: boolean;
  logger?: boolean;
  /** Required in production; in demo a random one is used when absent. */
  jwtSecret?: string;
  /** Paystack settings; defaults to PAYSTACK_SECRET_KEY / PAYSTACK_API_BASE from the environment. */
  paystack?: PaystackOptions | null;
  /** Total transactions for the verified demo vet when a new database is seeded. */
  seedTransactions?: number;
  /** Login, register and refresh limits (DEFAULT_RATE_LIMITS unless given). */
  rateLimits?: RateLimits;
  /** Password-hashing workers and the longest a check may wait for one (hashPool.ts defaults). */
  passwordHashing?: HashPoolOptions;
  /** A connection silent this long is cut off (IDLE_TIMEOUT_MS unless given). */
  idleTimeoutMs?: number;
  /** Outside hosts the built app uses, for the CSP (the VITE_* environment unless given). */
  clientHosts?: ClientHosts;
  /** Behind a reverse proxy (TRUST_PROXY): proxy addresses trusted for X-Forwarded-For. */
  trustProxy?: boolean | string;
  /**
   * Origins allowed to call /api/ from another host (CORS_ORIGINS), e.g. the PWA's own origin
   * when the API is served elsewhere. Empty or absent: no CORS headers (same origin only).
   */
  corsOrigins?: string[];
  /** The slowest an upload may arrive (UPLOAD_MIN_RATE unless given). */
  uploadMinRate?: { bytes: number; windowMs: number };
  /** The most bytes one account's files may take (ACCOUNT_STORAGE_BYTES unless given). */
  accountStorageBytes?: number;
  /** A request's headers must arrive within this time (HEADERS_TIMEOUT_MS unless given). */
  headersTimeoutMs?: number;
  /** Connections one address may hold open (MAX_CONNECTIONS_PER_ADDRESS unless given). */
  maxConnectionsPerAddress?: number;
  /** How long a spent refresh token still gets its successor's pair (REFRESH_GRACE_MS unless given). */
  refreshGraceMs?: number;
  /** Read every documented 2xx answer with its contract schema before sending it (tests; off unless set). */
  checkReplies?: boolean;
}

export const PRODUCTION_NEEDS_SECRET =
  'JWT_SECRET is required in production mode (a long random string, kept secret and stable).';

export function missingDatabaseMessage(file: string): string {
  return `No database at ${file}. Production mode never creates one by itself: run "npm run admin -- init --production" once (with the same DATA_DIR), or restore your backup.`;
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
  const mode: ServerMode = opts.mode ?? 'demo';
  const production = mode === 'production';
  if (opts.staticDir && !existsSync(path.join(opts.staticDir, 'index.html'))) {
    throw new Error(`No index.html in ${opts.staticDir}: build the app first (npm run build).`);
  }
  if (production && !opts.jwtSecret) throw new Error(PRODUCTION_NEEDS_SECRET);
  const dataDir = path.resolve(opts.dataDir);
  const mediaDir = path.join(dataDir, MEDIA_DIR);
  const uploadTmpDir = path.join(dataDir, TMP_DIR);
  const databaseFile = path.join(dataDir, DATABASE_FILE);
  if (production && (!existsSync(databaseFile) || statSync(databaseFile).size === 0)) {
    throw new Error(missingDatabaseMessage(databaseFile));
  }
  mkdirSync(mediaDir, { recursive: true });
  mkdirSync(uploadTmpDir, { recursive: true });
  const db = openDatabase(databaseFile);
  try {
    if (!production && isEmptyDatabase(db)) {
      await seedDemoData(db, { verifiedTransactions: opts.seedTransactions });
    }
    sweepMedia(db, {
      mediaDir,
      quarantineDir: path.join(dataDir, QUARANTINE_DIR),
      tmpDir: uploadTmpDir,
    });
    pruneStoredReplies(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const sandboxPayments = !production && opts.paymentSandbox === true;
  const verifiers: PaymentVerifier[] = [];
  if (sandboxPayments) verifiers.push(createSandboxVerifier(db));
  const paystack = opts.paystack === undefined ? paystackFromEnv(process.env) : opts.paystack;
  if (paystack) verifiers.push(createPaystackVerifier(paystack));

  const secret = opts.jwtSecret ?? randomBytes(32).toString('hex');
  const limits = opts.rateLimits ?? DEFAULT_RATE_LIMITS;
  const ctx: AppContext = {
    mode,
    db,
    instanceId: instanceId(db),
    dataDir,
    mediaDir,
    uploadTmpDir,
    secret: signingKey(secret),
    media: createMediaSigner(secret),
    verifiers,
    sandboxPayments,
    activeUploads: new Map(),
    accountStorageBytes: opts.accountStorageBytes ?? ACCOUNT_STORAGE_BYTES,
    uploadMinRate: opts.uploadMinRate ?? UPLOAD_MIN_RATE,
    vetLimits: { ...DEFAULT_VET_LIMITS, ...limits.perVet },
  };

  const serverOptions: FastifyHttpOptions<Server> = {
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // A stalled connection (e.g. a body that stops arriving) is cut off after this much silence.
    connectionTimeout: opts.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Headers trickled a byte at a time held connections open; node checks every second.
    http: {
      headersTimeout: opts.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    // Rate limits count per client IP: behind a proxy, take it from X-Forwarded-For.
    trustProxy: opts.trustProxy ?? false,
  };
  const app = Fastify(serverOptions);
  capConnectionsPerAddress(
    app.server,
    opts.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS,
    proxyAddresses(opts.trustProxy),
  );
  app.addHook('onClose', (_instance, done) => {
    db.close();
    done();
  });
  registerErrorHandlers(app, !opts.logger);
  await registerSecurityHeaders(app, opts.clientHosts ?? clientHostsFromEnv(process.env));
  registerCors(app, opts.corsOrigins ?? []);
  registerRequestGate(app);
  if (opts.checkReplies) registerReplyCheck(app);
  await app.register(fastifyRateLimit, { global: false });
  registerUploadCleanup(app);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const parsed = parseJson(text);
      rememberNumberSources(request, text);
      done(null, parsed);
    } catch (error) {
      done(error instanceof Error ? error : new Error('Malformed JSON body.'), undefined);
    }
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 6, fields: 30, fieldSize: 20_000, parts: 40 },
    throwFileSizeLimit: false,
  });

  if (!production && faultsAllowed(opts.faults)) registerFaults(app, ctx);

  await app.register(
    (api, _options, done) => {
      registerAuthRoutes(api, ctx, limits, opts.passwordHashing, opts.refreshGraceMs);
      done();
    },
    { prefix: '/api' },
  );
  // The other answers are compressed (10,000 transactions: 1.5 MB of JSON, about 0.1 MB in
  // brotli). The sign-in answers are not: they carry the tokens next to what the client sent.
  await app.register(
    async (api) => {
      await api.register(fastifyCompress, API_COMPRESSION);
      registerBodyGate(api, ctx);
      registerProfileRoutes(api, ctx);
      registerApplicationRoutes(api, ctx);
      registerOrderRoutes(api, ctx);
      registerReportRoutes(api, ctx);
      registerWalletRoutes(api, ctx);
      // The contract as an OpenAPI 3.1 document, for the marketplace's team and their tools.
      const document = openApiDocument();
      api.get(`/${OPENAPI_PATH}`, () => document);
    },
    { prefix: '/api' },
  );
  await registerStatic(app, { mediaDir, staticDir: opts.staticDir, media: ctx.media, db });
  return app;
}
