// Test-only fault switches (latency, dropped responses, 5xx, captive-portal HTML) and counters.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonObject } from './body.js';
import type { AppContext } from './context.js';
import { FieldErrorCollector } from './errors.js';

export interface FaultState {
  latencyMs: number;
  dropNextResponses: number;
  fail5xxNext: number;
  failStatus: number;
  retryAfter: number | null;
  htmlNext: number;
  /** The next uploads are written to /dev/full: the kernel's own "no space left on device". */
  diskFullNext: number;
  paths: string;
}

const DEFAULTS: FaultState = {
  latencyMs: 0,
  dropNextResponses: 0,
  fail5xxNext: 0,
  failStatus: 503,
  retryAfter: null,
  htmlNext: 0,
  diskFullNext: 0,
  paths: 'inspection-report',
};

const TEST_PREFIX = '/api/__test__/';

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

function parseSettings(body: Record<string, unknown>, state: FaultState): FaultState {
  const errors = new FieldErrorCollector();
  const next: FaultState = body.reset === true ? { ...DEFAULTS } : { ...state };
  const count = (
    name: 'latencyMs' | 'dropNextResponses' | 'fail5xxNext' | 'htmlNext' | 'diskFullNext',
  ): void => {
    const value = body[name];
    if (value === undefined) return;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 600_000) {
      next[name] = value;
    } else errors.add(name, 'Enter a whole number from 0.');
  };
  count('latencyMs');
  count('dropNextResponses');
  count('fail5xxNext');
  count('htmlNext');
  count('diskFullNext');
  if (body.failStatus !== undefined) {
    const value = body.failStatus;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) {
      next.failStatus = value;
    } else errors.add('failStatus', 'Enter an HTTP status from 400 to 599.');
  }
  if (body.retryAfter !== undefined) {
    const value = body.retryAfter;
    if (value === null) next.retryAfter = null;
    else if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
      next.retryAfter = value;
    } else errors.add('retryAfter', 'Enter a whole number of seconds.');
  }
  if (body.paths !== undefined) {
    if (typeof body.paths === 'string') next.paths = body.paths;
    else errors.add('paths', 'Enter a string.');
  }
  errors.throwIfAny();
  return next;
}

/** Registers the switches and hooks. Only call when faults are enabled outside production. */
export function registerFaults(app: FastifyInstance, ctx: AppContext): void {
  let state: FaultState = { ...DEFAULTS };
  const requests = new Map<string, number>();
  const toDrop = new WeakSet<FastifyRequest>();
  ctx.uploadTarget = (tempPath) => {
    if (state.diskFullNext === 0) return tempPath;
    state.diskFullNext -= 1;
    return '/dev/full';
  };

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (!path.startsWith('/api/') || path.startsWith(TEST_PREFIX)) return;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (!request.url.includes(state.paths)) return;
    if (state.latencyMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
    }
    if (state.htmlNext > 0) {
      state.htmlNext -= 1;
      return reply.code(200).type('text/html; charset=utf-8').send('<html>captive portal</html>');
    }
    if (state.fail5xxNext > 0) {
      state.fail5xxNext -= 1;
      if (state.retryAfter !== null) reply.header('retry-after', String(state.retryAfter));
      return reply.code(state.failStatus).send({ error: 'Simulated failure (test fault switch).' });
    }
    if (state.dropNextResponses > 0) {
      state.dropNextResponses -= 1;
      toDrop.add(request);
    }
  });

  // The handler has run and committed; the client never hears back.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (toDrop.has(request)) request.raw.socket.destroy();
    done(null, payload);
  });

  app.post('/api/__test__/faults', (request, reply) => {
    const body = jsonObject(request);
    state = parseSettings(body, state);
    if (body.reset === true) requests.clear();
    return reply.send(state);
  });

  app.get('/api/__test__/stats', (_request, reply) => {
    const reports = ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM orders
         WHERE vet_completed = 1 AND inspection_health_state IS NOT NULL`,
      )
      .get() as { n: number };
    const credits = ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM transactions
         WHERE transaction_type = 'credit' AND reference LIKE 'INS-%'`,
      )
      .get() as { n: number };
    return reply.send({
      reports: reports.n,
      credits: credits.n,
      requests: Object.fromEntries(requests),
      /** Multipart requests the server is still reading (upload slots taken), for every account. */
      activeUploads: [...ctx.activeUploads.values()].reduce((sum, n) => sum + n, 0),
    });
  });
}

export function faultsAllowed(enabled: boolean | undefined): boolean {
  return enabled === true && process.env.NODE_ENV !== 'production';
}
