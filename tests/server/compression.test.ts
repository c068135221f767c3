// API answers travel compressed (brotli, else gzip) when the client accepts it; sign-in answers never do.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();
let token: string;
beforeAll(async () => {
  token = await login(server, 'verified@vets.example');
});

interface Raw {
  status: number | undefined;
  encoding: string | undefined;
  body: Buffer;
}

/** The answer's bytes as they travelled, asked for with this Accept-Encoding. */
const raw = (
  method: string,
  path: string,
  acceptEncoding: string,
  opts: { token?: string; json?: unknown; gzipBody?: boolean } = {},
) =>
  new Promise<Raw>((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': acceptEncoding };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: Buffer | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = Buffer.from(JSON.stringify(opts.json));
      if (opts.gzipBody) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
    }
    const req = request(new URL(`${server.base}${path}`), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });

describe('API compression', () => {
  const history = '/api/wallet/transaction-history/';

  it('sends a read in brotli, or gzip, with the same JSON as uncompressed', async () => {
    const plain = await raw('GET', history, 'identity', { token });
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await raw('GET', history, 'gzip, deflate, br', { token });
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );

    const gzip = await raw('GET', history, 'gzip', { token });
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('never compresses the sign-in answers, which carry the tokens', async () => {
    const answer = await raw('POST', '/api/login/', 'gzip, br', {
      json: { username: 'verified@vets.example', password: PASSWORD },
    });
    expect(answer.encoding).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toHaveProperty('access');
  });

  it('does not inflate a compressed request body: it is refused, not parsed', async () => {
    const answer = await raw('POST', '/api/wallet/withdraw/', 'identity', {
      token,
      json: { amount: '10.00' },
      gzipBody: true,
    });
    expect(answer.status).toBe(400);
    // The same body, sent plainly, is a withdrawal the vet may make.
    const plain = await raw('POST', '/api/wallet/withdraw/', 'identity', {
      token,
      json: { amount: '10.00' },
    });
    expect(plain.status).toBe(200);
  });

  it('leaves small answers as they are', async () => {
    const small = await raw('GET', '/api/wallet/wallet-balance/', 'br', { token });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.encoding).toBeUndefined();
  });
});
