// npm run bench:uploads — server memory while 30 uploads of 20 MB (and 30 of 4.5 MB) arrive at once.
import { request } from 'node:http';
import { MAX_CONCURRENT_UPLOADS } from '../server/config';
import { startReferenceServer, type ReferenceServer } from '../tests/support/server';
import { ms, runMain } from './bench-common';

const UPLOADS = 30;
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x11);
const BOUNDARY = 'benchboundary';
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Registers enough vets that UPLOADS uploads fit the per-account limit; returns their tokens. */
async function uploaders(server: ReferenceServer): Promise<string[]> {
  const accounts = Math.ceil(UPLOADS / MAX_CONCURRENT_UPLOADS);
  const tokens: string[] = [];
  for (let i = 0; i < accounts; i += 1) {
    const response = await fetch(`${server.apiBaseUrl}register/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: `bench${i}`,
        email: `bench${i}@vets.example`,
        password: 'bench password',
        role: 'vet',
        terms_accepted: true,
      }),
    });
    if (response.status !== 201) throw new Error(`register bench${i}: ${response.status}`);
    tokens.push(((await response.json()) as { access: string }).access);
  }
  return tokens;
}

/** Streams a `bytes`-long JPEG as the profile picture, 64 KB at a time; resolves with the status. */
function upload(server: ReferenceServer, token: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL('/api/profile/', server.baseURL), {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_picture"; filename="big.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    req.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    let sent = 4;
    const pump = () => {
      while (sent < bytes) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    pump();
  });
}

interface Run {
  statuses: Map<number, number>;
  baseRss: number;
  peakRss: number;
  baseHeap: number;
  peakHeap: number;
  baseBuffers: number;
  peakBuffers: number;
  elapsed: number;
}

async function measure(server: ReferenceServer, tokens: string[], bytes: number): Promise<Run> {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let peakBuffers = base.arrayBuffers;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  }, 25);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) =>
      upload(server, tokens[i % tokens.length] ?? '', bytes),
    ),
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const statuses = new Map<number, number>();
  for (const status of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return {
    statuses,
    baseRss: base.rss,
    peakRss,
    baseHeap: base.heapUsed,
    peakHeap,
    baseBuffers: base.arrayBuffers,
    peakBuffers,
    elapsed,
  };
}

function print(label: string, bytes: number, run: Run): void {
  const statuses = [...run.statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
  console.log(
    `${label}: ${UPLOADS} parallel uploads of ${mb(bytes)} (${mb(UPLOADS * bytes)} in all)`,
  );
  console.log(`  answers:          ${statuses}`);
  console.log(`  time:             ${ms(run.elapsed)}`);
  console.log(
    `  RSS:              ${mb(run.baseRss)} before, peak ${mb(run.peakRss)} (+${mb(run.peakRss - run.baseRss)})`,
  );
  console.log(
    `  Buffers:          ${mb(run.baseBuffers)} before, peak ${mb(run.peakBuffers)} (+${mb(run.peakBuffers - run.baseBuffers)})`,
  );
  console.log(
    `  JS heap used:     ${mb(run.baseHeap)} before, peak ${mb(run.peakHeap)} (+${mb(run.peakHeap - run.baseHeap)})`,
  );
}

async function main(): Promise<number> {
  const server = await startReferenceServer();
  try {
    const tokens = await uploaders(server);
    console.log(
      `Server and uploading clients share this process; clients stream 64 KB pieces, so growth is the server's.\n`,
    );
    const big = 20 * MB;
    print(
      'Over the 5 MB limit (read to the end, refused 413)',
      big,
      await measure(server, tokens, big),
    );
    console.log('');
    const fits = 4.5 * MB;
    print('Under the limit (stored)', fits, await measure(server, tokens, fits));
    return 0;
  } finally {
    await server.close();
  }
}

runMain(main);
