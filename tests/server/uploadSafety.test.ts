// Uploads stream to a temporary file on disk (never whole into memory), at most 3 at a time per
// account, and a body that stalls is cut off. (Memory under 30 parallel 20 MB uploads: npm run
// bench:uploads.)
import { readdirSync, statSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_UPLOADS } from '../../server/config.js';
import { TOO_MANY_UPLOADS } from '../../server/uploads.js';
import { login } from './helpers.js';
import { useServer } from './useServer.js';

const BOUNDARY = 'vetportalboundary';
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

const server = useServer({ idleTimeoutMs: 1500 });

const tmpFiles = () => readdirSync(path.join(server.dataDir, 'tmp'));

/** Polls `check` until it holds (no fixed sleep decides the outcome). */
async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface OpenUpload {
  req: ClientRequest;
  /** Sends the rest of the file and the closing boundary; resolves with the status. */
  finish: (rest?: Buffer) => Promise<number>;
  response: Promise<{ status: number; body: string; headers: Record<string, unknown> }>;
  closed: Promise<void>;
}

/** Starts a PATCH /api/profile/ upload and sends only the multipart head and `first` bytes. */
function startUpload(token: string, first: Buffer): OpenUpload {
  const url = new URL('/api/profile/', server.base);
  const req = request(url, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Transfer-Encoding': 'chunked',
    },
  });
  const response = new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
    },
  );
  response.catch(() => undefined);
  const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
  req.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_picture"; filename="p.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  req.write(Buffer.concat([JPEG_HEAD, first]));
  return {
    req,
    response,
    closed,
    finish: async (rest = Buffer.alloc(0)) => {
      req.end(Buffer.concat([rest, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
      return (await response).status;
    },
  };
}

describe('uploads', () => {
  it('stream to a temporary file on disk that grows while the body arrives, then is moved', async () => {
    const token = await login(server, 'verified@vets.example');
    const upload = startUpload(token, Buffer.alloc(256 * 1024, 1));
    const partSize = () =>
      tmpFiles().reduce(
        (sum, name) => sum + statSync(path.join(server.dataDir, 'tmp', name)).size,
        0,
      );
    await until(() => partSize() >= 256 * 1024, 'the first 256 KB on disk');
    expect(await upload.finish(Buffer.alloc(256 * 1024, 2))).toBe(200);
    await until(() => tmpFiles().length === 0, 'the temporary file to be moved or removed');
  });

  it(`allow ${MAX_CONCURRENT_UPLOADS} at a time per account; the next gets 429 with Retry-After`, async () => {
    const token = await login(server, 'verified@vets.example');
    const open = Array.from({ length: MAX_CONCURRENT_UPLOADS }, () =>
      startUpload(token, Buffer.alloc(1024, 1)),
    );
    await until(() => tmpFiles().length === MAX_CONCURRENT_UPLOADS, 'three uploads in progress');
    const extra = startUpload(token, Buffer.alloc(1024, 1));
    const refused = await extra.response;
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body)).toEqual({ error: TOO_MANY_UPLOADS });
    extra.req.destroy();

    const other = startUpload(await login(server, 'second@vets.example'), Buffer.alloc(10, 1));
    expect(await other.finish()).toBe(200); // another account is not held up

    expect(await Promise.all(open.map((upload) => upload.finish()))).toEqual(
      Array(MAX_CONCURRENT_UPLOADS).fill(200),
    );
    const after = startUpload(token, Buffer.alloc(10, 1));
    expect(await after.finish()).toBe(200); // the slots were given back
  });

  it('cut off a body that stops arriving, and remove its temporary file', async () => {
    const token = await login(server, 'nobank@vets.example');
    const stalled = startUpload(token, Buffer.alloc(64 * 1024, 1));
    await until(() => tmpFiles().length === 1, 'the stalled upload on disk');
    await stalled.closed; // the server gives up after idleTimeoutMs of silence
    await until(() => tmpFiles().length === 0, 'the stalled upload to be removed');
    const next = startUpload(token, Buffer.alloc(10, 1));
    expect(await next.finish()).toBe(200); // its upload slot was freed
  });
});
