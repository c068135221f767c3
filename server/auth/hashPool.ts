// A bounded pool of worker threads that run scrypt, so password checks never queue in libuv's
// thread pool (where they would starve file reads, compression and every signed-in request).
// A check that would not be done within maxWaitMs is refused at once with PoolBusyError.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** scrypt as passwords.ts needs it: the derived key for a password and salt. */
export type Kdf = (
  password: string,
  salt: Buffer,
  keylen: number,
  params: ScryptParams,
) => Promise<Buffer>;

export interface HashPoolOptions {
  /**
   * Worker threads (default: one per core). They run at a lower priority than the main thread,
   * so signed-in requests are served first even when every worker is busy.
   */
  workers?: number;
  /**
   * The longest a check may take, waiting for a worker and running (default 1.5 s): a check
   * expected to finish later is refused at once.
   */
  maxWaitMs?: number;
}

export interface HashPool {
  scrypt: Kdf;
  /** Checks waiting for a worker and checks running. */
  load: () => { queued: number; running: number };
  close: () => Promise<void>;
}

/** The pool is full: the check was not run. The client should try again after retryAfterSeconds. */
export class PoolBusyError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('Password checks are busy.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The worker thread's nice value (0 normal, 19 lowest). */
const WORKER_NICE = 10;

/** The worker: plain CommonJS run with eval, so it needs no TypeScript loader in any runner. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
// On Linux this thread alone runs at a lower priority: when the cores are busy, the main thread
// (every signed-in request) is served first and password checks wait (then get a quick 503).
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, ${WORKER_NICE});
} catch {}
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keylen, {
      N: job.N, r: job.r, p: job.p, maxmem: 256 * 1024 * 1024,
    });
    parentPort.postMessage({ id: job.id, key });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message) });
  }
});
`;

interface Job {
  id: number;
  password: string;
  salt: Buffer;
  keylen: number;
  params: ScryptParams;
  queuedAt: number;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  startedAt: number;
}

interface Answer {
  id: number;
  key?: Uint8Array;
  error?: string;
}

export const DEFAULT_MAX_WAIT_MS = 1500;

export function defaultWorkerCount(): number {
  return Math.max(1, availableParallelism());
}

export function createHashPool(options: HashPoolOptions = {}): HashPool {
  const size = Math.max(1, options.workers ?? defaultWorkerCount());
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  // A running average of how long one check takes (scrypt's cost on this machine).
  let averageMs = 60;

  // The time a check's own run is expected to take; at most half the limit, so that on a machine
  // slower than the limit checks still run one at a time rather than never.
  const runAllowance = () => Math.min(averageMs, maxWaitMs / 2);

  const expectedWaitMs = (position: number): number => {
    const busy = slots.filter((slot) => slot.job).length;
    const free = size - Math.min(size, busy);
    if (position < free) return 0;
    return Math.ceil((position - free + 1) / size) * averageMs;
  };

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    const slot: Slot = { worker, job: null, startedAt: 0 };
    worker.on('message', (answer: Answer) => finish(slot, answer));
    worker.on('error', (error) => fail(slot, error));
    worker.on('exit', () => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      const job = slot.job;
      slot.job = null;
      job?.reject(new Error('The password worker stopped.'));
      if (!closed) pump();
    });
    slots.push(slot);
    return slot;
  };

  const fail = (slot: Slot, error: Error) => {
    const job = slot.job;
    slot.job = null;
    job?.reject(error);
    pump();
  };

  const finish = (slot: Slot, answer: Answer) => {
    const job = slot.job;
    slot.job = null;
    if (job && job.id === answer.id) {
      averageMs = averageMs * 0.8 + (Date.now() - slot.startedAt) * 0.2;
      if (answer.key) job.resolve(Buffer.from(answer.key));
      else job.reject(new Error(answer.error ?? 'scrypt failed'));
    }
    pump();
  };

  function pump(): void {
    while (queue.length > 0) {
      const idle = slots.find((slot) => !slot.job) ?? (slots.length < size ? spawn() : null);
      if (!idle) return;
      const job = queue.shift() as Job;
      // Waited too long after all (the checks ran slower than expected): refuse, do not run.
      if (Date.now() - job.queuedAt + runAllowance() > maxWaitMs) {
        job.reject(new PoolBusyError(Math.max(1, Math.ceil(expectedWaitMs(queue.length) / 1000))));
        continue;
      }
      idle.job = job;
      idle.startedAt = Date.now();
      idle.worker.postMessage({
        id: job.id,
        password: job.password,
        salt: job.salt,
        keylen: job.keylen,
        ...job.params,
      });
    }
  }

  const scrypt: Kdf = (password, salt, keylen, params) => {
    if (closed) return Promise.reject(new Error('The password pool is closed.'));
    const wait = expectedWaitMs(queue.length);
    if (wait > 0 && wait + runAllowance() > maxWaitMs) {
      return Promise.reject(new PoolBusyError(Math.max(1, Math.ceil(wait / 1000))));
    }
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({
        id: nextId++,
        password,
        salt,
        keylen,
        params,
        queuedAt: Date.now(),
        resolve,
        reject,
      });
      pump();
    });
  };

  return {
    scrypt,
    load: () => ({ queued: queue.length, running: slots.filter((slot) => slot.job).length }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The password pool is closed.'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
