// Test helpers: starting a reference server, logins, JSON and multipart calls, file fixtures.
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { BuildServerOptions } from '../../server/app.js';
import { startReferenceServer } from '../support/server.js';

export const PASSWORD = 'Passw0rd!';
export const JWT_SECRET = 'test-secret-for-the-reference-server-suite';

/** What a test reaches on a running server (useServer's answer, or a server a test started). */
export interface RunningServer {
  app: FastifyInstance;
  base: string;
  dataDir: string;
}

export interface TestServer extends RunningServer {
  close: () => Promise<void>;
}

/** Server options on top of the suite's own (a fixed JWT secret, Paystack off, answers checked). */
export type ServerOptions = Partial<BuildServerOptions>;

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const server = await startReferenceServer({
    build: { jwtSecret: JWT_SECRET, paystack: null, checkReplies: true, ...options },
  });
  return { app: server.app, base: server.baseURL, dataDir: server.dataDir, close: server.close };
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(
  server: RunningServer,
  method: string,
  url: string,
  options: {
    token?: string;
    json?: unknown;
    form?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${server.base}${url}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export async function login(
  server: RunningServer,
  username: string,
  password = PASSWORD,
): Promise<string> {
  const response = await call<{ access: string }>(server, 'POST', '/api/login/', {
    json: { username, password },
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
  return response.body.access;
}

export function form(
  fields: Record<string, string>,
  files: Record<string, { data: Uint8Array; name: string; type?: string }> = {},
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    data.append(
      key,
      new Blob([file.data], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return data;
}

/** A minimal PDF of about `size` bytes. */
export function pdfFile(
  size = 600,
  name = 'document.pdf',
): { data: Uint8Array; name: string; type: string } {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const data = Buffer.alloc(Math.max(size, head.length), 0x20);
  head.copy(data);
  return { data, name, type: 'application/pdf' };
}

export function pngFile(
  size = 200,
  name = 'photo.png',
): { data: Uint8Array; name: string; type: string } {
  const data = Buffer.alloc(Math.max(size, 16), 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return { data, name, type: 'image/png' };
}

export function jpegFile(
  size = 200,
  name = 'photo.jpg',
): { data: Uint8Array; name: string; type: string } {
  const data = Buffer.alloc(Math.max(size, 16), 0x11);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(data);
  return { data, name, type: 'image/jpeg' };
}

/** A Windows executable wearing a .pdf name and type. */
export function exeAsPdf(): { data: Uint8Array; name: string; type: string } {
  const data = Buffer.alloc(512, 0);
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.', 'latin1').copy(
    data,
  );
  return { data, name: 'licence.pdf', type: 'application/pdf' };
}

export interface OrderSummary {
  id: number;
  order_number: string;
  inspection_fees: string;
  vet_completed: boolean;
  status: string;
  appointment_date: string | null;
  inspection_health_state: string | null;
  certificate_of_safety: string | null;
}

export async function assignedOrders(
  server: RunningServer,
  token: string,
): Promise<OrderSummary[]> {
  const response = await call<OrderSummary[]>(server, 'GET', '/api/dashboard/assigned-orders/', {
    token,
  });
  if (response.status !== 200) throw new Error(`orders: ${response.status}`);
  return response.body;
}

export async function pendingOrder(
  server: RunningServer,
  token: string,
  index = 0,
): Promise<OrderSummary> {
  const pending = (await assignedOrders(server, token)).filter((o) => !o.vet_completed);
  const order = pending[index];
  if (!order) throw new Error('no pending order');
  return order;
}

export async function wallet(
  server: RunningServer,
  token: string,
): Promise<{ balance: string; escrow_balance: string }> {
  const response = await call<{ balance: string; escrow_balance: string }>(
    server,
    'GET',
    '/api/wallet/wallet-balance/',
    { token },
  );
  return response.body;
}

export interface ServerCounts {
  reports: number;
  credits: number;
  requests: Record<string, number>;
  activeUploads: number;
}

export async function stats(server: RunningServer): Promise<ServerCounts> {
  return (await call<ServerCounts>(server, 'GET', '/api/__test__/stats')).body;
}

/** Asks the server again until `check` holds for its counts (a state change, never a fixed wait). */
export async function untilStats(
  server: RunningServer,
  check: (counts: ServerCounts) => boolean,
): Promise<ServerCounts> {
  for (;;) {
    const counts = await stats(server);
    if (check(counts)) return counts;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function faults(
  server: RunningServer,
  settings: Record<string, unknown>,
): Promise<void> {
  const response = await call(server, 'POST', '/api/__test__/faults', { json: settings });
  if (response.status !== 200) throw new Error(`faults: ${response.status}`);
}

/** Rands as a decimal string -> integer cents, for comparing amounts without floats. */
export function cents(amount: string): number {
  const [whole = '0', fraction = '0'] = amount.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0')));
}

/**
 * Sends the headers of a JSON body of `length` bytes and only its first kilobyte (of nesting),
 * then waits for the answer: a server that reads the body before deciding never answers.
 */
export function answerBeforeBody(
  base: string,
  method: string,
  url: string,
  length: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(url, base), {
      method,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(length), ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write('['.repeat(1024));
  });
}
