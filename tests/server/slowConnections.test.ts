// Slow and held connections cannot use up the server's file descriptors: headers must arrive in
// time, idle kept-alive connections close, and one address may hold only so many connections.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from '../../server/connections.js';
import { withServer } from './useServer.js';
import type { RunningServer } from './helpers.js';

function open(server: RunningServer): Promise<Socket> {
  const { hostname, port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.on('error', reject);
  });
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });

/** The status line of a GET sent on the socket. */
function get(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) =>
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''),
    );
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

describe('connections', () => {
  it('closes a connection whose headers trickle in past the headers timeout', async () => {
    await withServer({ headersTimeoutMs: 300 }, async (server) => {
      const socket = await open(server);
      socket.on('error', () => undefined);
      socket.write('GET /api/profile/ HTTP/1.1\r\nHost: x\r\n');
      const timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
      try {
        await closed(socket);
      } finally {
        clearInterval(timer);
      }
      expect(socket.destroyed).toBe(true);
    });
  });

  it('caps the connections one address holds; the ones it keeps still work', async () => {
    await withServer({ maxConnectionsPerAddress: 3 }, async (server) => {
      const kept = await Promise.all([open(server), open(server), open(server)]);
      const extra = await open(server);
      extra.on('error', () => undefined);
      await closed(extra);
      expect(extra.destroyed).toBe(true);
      expect(await get(kept[0], '/api/profile/')).toBe('HTTP/1.1 401 Unauthorized');
      for (const socket of kept) socket.destroy();
      await Promise.all(kept.map(closed));
      // Once the server has seen them close, the address may connect again.
      let status = '';
      while (!status) {
        const again = await open(server);
        again.on('error', () => undefined);
        status = await Promise.race([get(again, '/api/profile/'), closed(again).then(() => '')]);
        again.destroy();
      }
      expect(status).toBe('HTTP/1.1 401 Unauthorized');
    });
  });

  it('keeps the default timeouts short', async () => {
    await withServer({}, (server) => {
      expect(server.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
      expect(server.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
      return Promise.resolve();
    });
  });
});
