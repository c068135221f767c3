// A reference server's lifetime in the server tests: a file, a describe block, each test, or one block of a test.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startServer, type RunningServer, type ServerOptions, type TestServer } from './helpers.js';

export interface UseServerOptions {
  /** 'each': a fresh server (fresh demo data) for every test; otherwise one for the whole scope. */
  fresh?: 'each';
}

/**
 * Starts a server before the tests of the scope it is called in (the file, or the describe block)
 * and closes it after them; with `fresh: 'each'`, before and after every test. `options` may be a
 * function, read when the server starts, for options an earlier beforeAll makes (a folder, a port).
 * The answer always reads the server running now, so tests use it like the server itself.
 */
export function useServer(
  options: ServerOptions | (() => ServerOptions) = {},
  { fresh }: UseServerOptions = {},
): RunningServer {
  let running: TestServer | undefined;
  const current = (): TestServer => {
    if (!running) {
      throw new Error(
        'useServer: the server runs only inside the tests of the file or describe block that called useServer',
      );
    }
    return running;
  };
  const [start, stop] = fresh === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  start(async () => {
    running = await startServer(typeof options === 'function' ? options() : options);
  });
  stop(async () => {
    await running?.close();
    running = undefined;
  });
  return {
    get app() {
      return current().app;
    },
    get base() {
      return current().base;
    },
    get dataDir() {
      return current().dataDir;
    },
  };
}

/** Runs `use` against a server of its own (options one test needs), closed after it whatever happens. */
export async function withServer<T>(
  options: ServerOptions,
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(options);
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}
