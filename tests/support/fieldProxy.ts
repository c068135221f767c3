// A farm's signal between a browser and the reference server: cut and restored at will, counting
// requests, with a console hook put into every page so engines without a console API can be read.
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const HOOK_PATH = '/__test/console-hook.js';
const LOG_PATH = '/__test/log';

/**
 * Runs in the page before the app's scripts: every console line, error, unhandled rejection,
 * IndexedDB transaction (start and end) and page hide is kept in sessionStorage (`__testConsole`:
 * WebDriver's scripts run in another JavaScript world, the storage is shared) and posted to the
 * proxy (lost quietly while the signal is cut).
 */
const HOOK_SCRIPT = `(() => {
  const keep = (kind, parts) => {
    const text = kind + ' ' + parts.map((p) => {
      if (p instanceof Error) return p.name + ': ' + p.message;
      if (typeof p === 'string') return p;
      try { return JSON.stringify(p); } catch { return String(p); }
    }).join(' ');
    try {
      const kept = JSON.parse(sessionStorage.getItem('__testConsole') ?? '[]');
      kept.push(text);
      sessionStorage.setItem('__testConsole', JSON.stringify(kept.slice(-300)));
    } catch {}
    fetch(${JSON.stringify(LOG_PATH)}, { method: 'POST', body: location.pathname + ' ' + text, keepalive: true }).catch(() => {});
  };
  for (const kind of ['log', 'info', 'warn', 'error', 'debug']) {
    const original = console[kind].bind(console);
    console[kind] = (...parts) => { keep(kind, parts); original(...parts); };
  }
  {
    // Each IndexedDB transaction, where it started and whether it ended: what found WebKit's hang.
    const tx = IDBDatabase.prototype.transaction;
    let n = 0;
    IDBDatabase.prototype.transaction = function (stores, mode, ...rest) {
      const t = tx.call(this, stores, mode, ...rest);
      const id = ++n;
      const where = (new Error().stack || '').split(String.fromCharCode(10)).slice(1, 4).map((l) => l.slice(l.lastIndexOf('/') + 1, l.lastIndexOf('/') + 61)).join(' < ');
      keep('idb', ['tx' + id, this.name, mode || 'readonly', Math.round(performance.now()), where]);
      t.addEventListener('complete', () => keep('idb', ['tx' + id, 'complete', Math.round(performance.now())]));
      t.addEventListener('abort', () => keep('idb', ['tx' + id, 'abort']));
      return t;
    };
  }
  addEventListener('pagehide', (e) => keep('page', ['pagehide persisted=' + e.persisted, Math.round(performance.now())]));
  addEventListener('error', (e) => keep('uncaught', [e.error ?? e.message]));
  addEventListener('unhandledrejection', (e) => keep('unhandled', [e.reason]));
  keep('hook', ['ready']);
})();`;

export interface FieldProxy {
  /** The origin the browser opens, e.g. http://127.0.0.1:41234 */
  baseURL: string;
  /** No signal: open connections are dropped and new ones refused, as when the server is gone. */
  cut: () => Promise<void>;
  /** Signal again, on the same address. */
  restore: () => Promise<void>;
  /** The next request whose path matches is answered 502, as a link that broke mid-download. */
  failNext: (path: RegExp) => void;
  /** How many requests reached the server, by "METHOD /path" (query left off). */
  requests: () => Record<string, number>;
  /** What the pages' consoles said, in order, as far as it reached the proxy. */
  consoleLines: () => string[];
  close: () => Promise<void>;
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** Starts the proxy on a free port (or `port`) in front of the server at `target` (an origin). */
export async function startFieldProxy(opts: {
  target: string;
  port?: number;
}): Promise<FieldProxy> {
  const target = new URL(opts.target);
  const counts: Record<string, number> = {};
  const lines: string[] = [];
  const sockets = new Set<Socket>();
  let server: Server;
  let failing: RegExp | null = null;

  const handle = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const key = `${req.method ?? 'GET'} ${path}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (failing?.test(path)) {
      failing = null;
      res.writeHead(502).end();
      return;
    }
    if (path === HOOK_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(HOOK_SCRIPT);
      return;
    }
    if (path === LOG_PATH) {
      void readBody(req).then((body) => {
        lines.push(body.toString('utf8'));
        res.writeHead(204).end();
      });
      return;
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        // No page to put the hook in: a HEAD's answer (the portal asks one before it reloads), a
        // 304 to a reload's conditional GET.
        const page =
          type.startsWith('text/html') && req.method !== 'HEAD' && answer.statusCode !== 304;
        if (!page) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        void readBody(answer).then((body) => {
          const html = decoded(body, answer.headers['content-encoding'])
            .toString('utf8')
            .replace('<head>', `<head><script src="${HOOK_PATH}"></script>`);
          const headers = { ...answer.headers };
          delete headers['content-encoding'];
          headers['content-length'] = String(Buffer.byteLength(html));
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(html);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer(handle);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  const port = await listen(opts.port ?? 0);
  return {
    baseURL: `http://127.0.0.1:${port}`,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    failNext: (path) => {
      failing = path;
    },
    requests: () => ({ ...counts }),
    consoleLines: () => [...lines],
    close: async () => {
      if (server.listening) await stop();
    },
  };
}
