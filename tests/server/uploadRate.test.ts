// An upload trickled a byte at a time (never silent long enough for the idle timeout) is cut off
// once a window brings less than the minimum, and gives back its slot and temporary file.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, form, jpegFile, login } from './helpers.js';
import { useServer } from './useServer.js';

const BOUNDARY = 'vetportalboundary';

const server = useServer({
  idleTimeoutMs: 2000,
  uploadMinRate: { bytes: 4096, windowMs: 300 },
});

const tmpFiles = () => readdirSync(path.join(server.dataDir, 'tmp'));

describe('a trickled upload', () => {
  it('is cut off below the minimum rate, and its slot and temporary file are freed', async () => {
    const token = await login(server, 'verified@vets.example');
    const req = request(new URL('/api/profile/', server.base), {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Transfer-Encoding': 'chunked',
      },
    });
    req.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
    req.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_picture"; filename="p.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    req.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    // One byte every 100 ms: the connection is never silent for the 2 s idle timeout.
    const trickle = setInterval(() => req.write(Buffer.from([0x11])), 100);
    try {
      await closed;
    } finally {
      clearInterval(trickle);
    }
    while (tmpFiles().length > 0) await new Promise((resolve) => setTimeout(resolve, 20));

    const next = await call(server, 'PATCH', '/api/profile/', {
      token,
      form: form({}, { profile_picture: jpegFile(64 * 1024) }),
    });
    expect(next.status).toBe(200); // a normal upload passes, and the slot was given back
  });
});
