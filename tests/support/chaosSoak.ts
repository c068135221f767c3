// The outbox chaos soak (seeded): tabs and the service worker's sync send N reports to the real reference
// server while the network drops, the server restarts, answers are lost, tabs die and tokens expire.
import { paths } from '@contract/paths';
import { REPORT_CERTIFICATE_FIELD } from '@contract/wire/order';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { createStore } from 'idb-keyval';
import { appOutboxTopics } from '@/app/outboxTopics';
import { REPORT_TOPIC } from '@/features/orders/reportOutbox';
import { sha256Hex } from '@/lib/outbox/checksum';
import { openOutboxDb, type OutboxDb } from '@/lib/outbox/db';
import { leaseLock } from '@/lib/outbox/lock';
import { createRunner, type Runner } from '@/lib/outbox/runner';
import { clearMirroredToken, mirrorToken } from '@/lib/session/tokenMirror';
import { fetchTransport, TransportError, type Transport } from '@/lib/outbox/transport';
import type { OutboxItem } from '@/lib/outbox/types';
import { buildServer } from '../../server/app.js';
import { DATABASE_FILE } from '../../server/config.js';
import { runOutboxSync } from '../../sw/outboxSync';
import { addOrders } from '../../scripts/bench-common';
import { DEMO_PASSWORD } from './server';
import { ownerOfTestToken } from './session';

const VET = 'verified@vets.example';
const HOUR = 60 * 60_000;

export interface SoakOptions {
  seed: number;
  reports: number;
  /** Steps of chaos per report filed (default 5). */
  stepsPerReport?: number;
}

export interface SoakResult {
  seed: number;
  reports: number;
  steps: number;
  /** How often each kind of trouble happened. */
  events: Record<string, number>;
  /** Report requests that reached the server (replays included). */
  requestsReachingServer: number;
  /** Orders of the soak with their report stored, and wallet credits for them. */
  onServer: number;
  credits: number;
  /** Orders whose stored description is not the one filed for them (must be 0). */
  mismatched: number;
  /** Reports still on the device when the chaos ended (sent afterwards, once all is well). */
  leftWhenChaosEnded: number;
  leftInOutbox: number;
  healRounds: number;
}

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The reference server on a fixed data folder and port, which can be stopped and started again. */
async function restartableServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-portal-chaos-'));
  const jwtSecret = 'chaos-soak-secret-chaos-soak-secret';
  let app: FastifyInstance | null = null;
  let port = 0;
  const start = async () => {
    const next = await buildServer({ dataDir, faults: true, logger: false, jwtSecret });
    await next.listen({ port, host: '127.0.0.1' });
    const address = next.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no port');
    port = address.port;
    app = next;
  };
  await start();
  const apiBaseUrl = `http://127.0.0.1:${port}/api/`;
  /** The soak's own calls (log-in, fault switches); a kept-alive socket to the stopped server may fail once. */
  const post = async (path: string, body: unknown, tries = 3): Promise<Response> => {
    try {
      return await fetch(`${apiBaseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      if (tries <= 1) throw error;
      return post(path, body, tries - 1);
    }
  };
  return {
    apiBaseUrl,
    dataDir,
    isUp: () => app !== null,
    start,
    stop: async () => {
      const running = app;
      app = null;
      await running?.close();
    },
    token: async () => {
      const response = await post('login/', { username: VET, password: DEMO_PASSWORD });
      return ((await response.json()) as { access: string }).access;
    },
    faults: async (body: Record<string, unknown>) => {
      await post('__test__/faults', body);
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

interface ServerOrder {
  order_number: string;
  vet_completed: number;
  inspection_description: string | null;
  credits: number;
}

function readOrders(dataDir: string, numbers: string[]): ServerOrder[] {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const read = db.prepare(
      `SELECT order_number, vet_completed, inspection_description,
         (SELECT COUNT(*) FROM transactions t WHERE t.reference = 'INS-' || o.order_number
            AND t.transaction_type = 'credit') AS credits
       FROM orders o WHERE order_number = ?`,
    );
    return numbers.map((number) => read.get(number) as ServerOrder);
  } finally {
    db.close();
  }
}

/** A PDF-looking certificate of `size` bytes. */
function pdf(size: number, salt: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  for (let i = 9; i < size; i++) bytes[i] = (i * 31 + salt) % 251;
  return new Blob([bytes], { type: 'application/pdf' });
}

/** A database handle of a tab that can die: after kill() nothing it starts ever completes. */
function mortalDb(db: OutboxDb) {
  let dead = false;
  const never = new Promise<never>(() => undefined);
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      dead ? never : call(...args).then((value) => (dead ? never : value));
  const wrapped: OutboxDb = {
    add: guard((item, file) => db.add(item, file)),
    replace: guard((oldId, item, file) => db.replace(oldId, item, file)),
    list: guard(() => db.list()),
    get: guard((id) => db.get(id)),
    file: guard((id) => db.file(id)),
    patch: guard((id, change) => db.patch(id, change)),
    remove: guard((id) => db.remove(id)),
    commitDraft: guard((draftKey, item, file, replaces) =>
      db.commitDraft(draftKey, item, file, replaces),
    ),
    updateLease: guard((change) => db.updateLease(change)),
  };
  return { db: wrapped, kill: () => (dead = true) };
}

interface Tab {
  name: string;
  runner: Runner;
  kill: () => void;
  /** Resolves when this tab's next report request has left (for killing it mid-upload). */
  inFlight: Promise<void> | null;
  requestStarted: (() => void) | null;
}

/** Runs the soak and reports what happened; the caller asserts. */
export async function runChaosSoak(options: SoakOptions): Promise<SoakResult> {
  const { seed, reports } = options;
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  const events: Record<string, number> = {};
  const count = (event: string) => (events[event] = (events[event] ?? 0) + 1);

  const server = await restartableServer();
  const prefix = `CHAOS${seed}`;
  const orders = addOrders(server, { count: reports, prefix, withAppointment: true }).map(
    (id, index) => ({ id, number: `BENCH-${prefix}-${String(index + 1).padStart(5, '0')}` }),
  );
  const outboxName = `outbox-chaos-${seed}-${Date.now()}`;
  const openDb = () =>
    openOutboxDb({ topics: appOutboxTopics, makeStore: () => createStore(outboxName, 'items') });
  const shared = openDb();

  let time = Date.UTC(2026, 5, 1, 6, 0, 0);
  const now = () => time;
  let networkUp = true;
  let networkBackIn = 0;
  let serverBackIn = 0;
  let requestsReachingServer = 0;
  const firstToken = await server.token();
  const session = { token: firstToken as string | null };
  // The reference server's tokens name the user in `sub`: the soak's vet key, as the profile gives it.
  const ownerId = ownerOfTestToken(firstToken);
  if (!ownerId) throw new Error('the server gave a token without a user id');
  await mirrorToken(firstToken, ownerId);
  const sessionOf = (token: string | null) => (token ? { token, ownerId } : null);

  /** The network between the phone and the server: down means no answer at all. */
  const network = (tab: Tab | null): Transport => {
    const real = fetchTransport();
    return async (request) => {
      if (!networkUp) throw new TransportError('network');
      tab?.requestStarted?.();
      if (server.isUp()) requestsReachingServer++;
      const call = real(request);
      if (tab)
        tab.inFlight = call.then(
          () => undefined,
          () => undefined,
        );
      return call;
    };
  };

  const tabs: Tab[] = [];
  let tabCounter = 0;
  const openTab = async () => {
    const mortal = mortalDb(openDb());
    const tab: Tab = {
      name: `tab-${++tabCounter}`,
      runner: null as unknown as Runner,
      kill: mortal.kill,
      inFlight: null,
      requestStarted: null,
    };
    tab.runner = createRunner({
      db: mortal.db,
      topics: appOutboxTopics,
      transport: network(tab),
      lock: leaseLock(mortal.db, tab.name, now),
      now,
      random: () => 0.5,
      readSession: () => sessionOf(session.token),
      apiBaseUrl: () => server.apiBaseUrl,
      // The soak moves time itself ("time passes" steps trigger the runners).
      setTimer: () => null,
      clearTimer: () => undefined,
      openChannel: null,
      deviceOffline: () => !networkUp,
      onUnauthorized: () => {
        session.token = null; // the app ends the session; the vet signs in again later
        void clearMirroredToken();
      },
      log: () => undefined,
    });
    tabs.push(tab);
    await tab.runner.tokenChanged(); // app start
  };
  const workerSync = (lastChance: boolean) =>
    runOutboxSync(
      {
        apiBaseUrl: server.apiBaseUrl,
        topics: appOutboxTopics,
        db: shared,
        transport: network(null),
        lock: leaseLock(shared, `worker-${seed}`, now),
        now,
        random: () => 0.5,
        openChannel: null,
        log: () => undefined,
      },
      { lastChance },
    );

  await openTab();
  let filed = 0;
  let steps = 0;
  const totalSteps = reports * (options.stepsPerReport ?? 5);
  try {
    while (filed < reports || steps < totalSteps) {
      steps++;
      // Outages end after a few steps: signal returns (the `online` event), the server restarts.
      if (!networkUp && --networkBackIn <= 0) {
        networkUp = true;
        count('network back');
        const listening = tabs.length ? pick(tabs) : null;
        if (listening) await listening.runner.sendNow();
      }
      if (!server.isUp() && --serverBackIn <= 0) {
        await server.start();
        count('server restarted');
      }
      const roll = random();
      const tab = tabs.length ? pick(tabs) : null;
      if (roll < 0.25 && filed < reports) {
        const order = orders[filed]!;
        const withCertificate = chance(0.3);
        const certificate = withCertificate
          ? pdf(2_000 + Math.floor(random() * 30_000), filed)
          : null;
        const item: OutboxItem = {
          v: 2,
          id: crypto.randomUUID(),
          ownerId,
          method: 'POST',
          path: paths.sendReport(order.id),
          subject: { topic: REPORT_TOPIC, key: order.id, label: order.number },
          fields: {
            inspection_health_state: 'Good',
            inspection_description: `Chaos ${order.number}`,
          },
          file: null,
          state: 'queued',
          attempts: 0,
          nextAttemptAt: time,
          lastError: null,
          createdAt: time + filed,
          updatedAt: time,
        };
        if (certificate) {
          item.file = {
            field: REPORT_CERTIFICATE_FIELD,
            name: `${order.number}.pdf`,
            type: 'application/pdf',
            size: certificate.size,
            sha256: await sha256Hex(certificate),
          };
        }
        await shared.add(item, certificate);
        filed++;
        count('report filed');
        if (tab) await tab.runner.nudge('report saved');
      } else if (roll < 0.37) {
        time += 1_000 + Math.floor(random() * 15 * 60_000);
        count('time passes');
        if (tab) await tab.runner.trigger('backoff timer');
      } else if (roll < 0.47) {
        if (networkUp) {
          networkUp = false;
          networkBackIn = 1 + Math.floor(random() * 8);
          count('network drops');
        }
      } else if (roll < 0.52) {
        if (server.isUp()) {
          await server.stop();
          serverBackIn = 1 + Math.floor(random() * 6);
          count('server stopped');
        }
      } else if (roll < 0.62) {
        if (server.isUp()) {
          const fault = pick(['drop', '503', '429', 'html', '500'] as const);
          count(`fault armed: ${fault}`);
          if (fault === 'drop') await server.faults({ dropNextResponses: 1 });
          else if (fault === 'html') await server.faults({ htmlNext: 1 });
          else {
            await server.faults({
              fail5xxNext: 1,
              failStatus: Number(fault),
              retryAfter: fault === '429' ? 30 : null,
            });
          }
        }
      } else if (roll < 0.67) {
        // A reload: the old tab stops, a new one starts (app start).
        if (tab) {
          tab.runner.stop();
          tabs.splice(tabs.indexOf(tab), 1);
        }
        await openTab();
        count('tab reloaded');
      } else if (roll < 0.7) {
        // The phone kills a tab, mid-upload if it is sending.
        if (tab) {
          let started: () => void = () => undefined;
          const leaving = new Promise<void>((resolve) => (started = resolve));
          tab.requestStarted = started;
          const drained = tab.runner.trigger('killed tab');
          await Promise.race([leaving, drained]);
          tab.kill();
          tab.runner.stop();
          await tab.inFlight;
          tabs.splice(tabs.indexOf(tab), 1);
          count('tab killed');
        }
      } else if (roll < 0.72) {
        if (session.token) {
          // The server stops accepting the token (expired): the tabs and the mirror still hold it.
          session.token = `${session.token.slice(0, -4)}AAAA`;
          await mirrorToken(session.token, ownerId);
          count('token expired');
        }
      } else if (roll < 0.8) {
        if (server.isUp() && networkUp) {
          session.token = await server.token();
          await mirrorToken(session.token, ownerId);
          for (const open of tabs) await open.runner.tokenChanged();
          count('signed in');
        }
      } else if (roll < 0.9) {
        const result = await workerSync(chance(0.2));
        count(`background sync (${result})`);
      } else if (roll < 0.95) {
        if (tab) await tab.runner.sendNow();
        count('send now');
      } else {
        // Two tabs and the service worker at once.
        if (tabs.length < 2) await openTab();
        await Promise.all([
          ...tabs.map((open) => open.runner.trigger('together')),
          workerSync(false),
        ]);
        count('all at once');
      }
    }

    const leftWhenChaosEnded = (await shared.list()).length;
    // Signal, server and session come back for good: everything must go out.
    networkUp = true;
    if (!server.isUp()) await server.start();
    await server.faults({ reset: true });
    session.token = await server.token();
    await mirrorToken(session.token, ownerId);
    if (tabs.length === 0) await openTab();
    let healRounds = 0;
    while ((await shared.list()).length > 0 && healRounds < 20) {
      healRounds++;
      time += HOUR; // backoffs and the leases of killed tabs run out
      for (const open of tabs) await open.runner.tokenChanged();
      await workerSync(false);
    }

    const onServer = readOrders(
      server.dataDir,
      orders.map((order) => order.number),
    );
    const result: SoakResult = {
      seed,
      reports,
      steps,
      events,
      requestsReachingServer,
      onServer: onServer.filter((order) => order.vet_completed === 1).length,
      credits: onServer.reduce((sum, order) => sum + order.credits, 0),
      mismatched: onServer.filter(
        (order) => order.inspection_description !== `Chaos ${order.order_number}`,
      ).length,
      leftWhenChaosEnded,
      leftInOutbox: (await shared.list()).length,
      healRounds,
    };
    for (const open of tabs) open.runner.stop();
    return result;
  } finally {
    await server.stop();
    server.remove();
  }
}
