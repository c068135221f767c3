// The portal's calls and decoders against a real Django REST Framework + SimpleJWT +
// django-cors-headers backend (tests/django/): pages, rotation, expiry, reports, throttling, CORS.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLogin, decodeTokenRefresh } from '../../contract/wire/auth.js';
import { decodeOrders } from '../../contract/wire/order.js';
import { decodeProfile } from '../../contract/wire/profile.js';
import { decodeTransactions, decodeWalletBalance } from '../../contract/wire/wallet.js';
import { paths } from '../../contract/paths.js';
import { DJANGO_PASSWORD, startDjango, type DjangoApi } from '../support/django.js';

const PWA = 'http://localhost:4173';
const THANDI = 'verified@vets.example';
const SIPHO = 'second@vets.example';

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: unknown[];
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

function isPage(value: unknown): value is Page {
  return typeof value === 'object' && value !== null && 'results' in value && 'count' in value;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : null;
}

async function call(url: string, init: RequestInit = {}, token?: string): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(url, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, headers: response.headers, body };
}

function postJson(url: string, body: unknown, token?: string): Promise<Answer> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  return call(url, init, token);
}

async function login(
  api: DjangoApi,
  username: string,
): Promise<{ access: string; refresh: string }> {
  const answer = await postJson(`${api.apiBaseUrl}${paths.login}`, {
    username,
    password: DJANGO_PASSWORD,
  });
  expect(answer.status).toBe(200);
  const tokens = decodeLogin(answer.body);
  expect(tokens.role).toBe('vet');
  return tokens;
}

/** The JWT's `exp` claim, in seconds. */
function expiry(token: string): number {
  const payload: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  );
  const exp = field(payload, 'exp');
  if (typeof exp !== 'number') throw new Error('token without exp');
  return exp;
}

/** A preflight as a browser sends it (fetch will not set Origin itself). */
function preflight(url: string, origin: string, headers: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': headers,
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('Django backend: pages of 10, access tokens of 2 s, rotated refresh tokens', () => {
  let api: DjangoApi;
  beforeAll(async () => {
    api = await startDjango({ pageSize: 10, accessSeconds: 2, rotate: true, corsOrigins: [PWA] });
  }, 90_000);
  afterAll(async () => {
    await api.close();
  });

  /** A GET with a token of its own: no read outlives the 2 s access lifetime. */
  async function read(url: string, username = THANDI): Promise<Answer> {
    return call(url, {}, await api.tokenFor(username));
  }

  /** Every page of a list from its first, following `next`; the pages' rows in order. */
  async function allPages(path: string): Promise<{ first: Page; rows: unknown[] }> {
    const answer = await read(`${api.apiBaseUrl}${path}`);
    expect(answer.status).toBe(200);
    if (!isPage(answer.body))
      throw new Error(`${path} is not a page: ${JSON.stringify(answer.body)}`);
    const first = answer.body;
    const rows = [...first.results];
    let next = first.next;
    while (next !== null) {
      expect(next.startsWith(`${api.apiBaseUrl}${path}?page=`)).toBe(true);
      const page = await read(next);
      expect(page.status).toBe(200);
      if (!isPage(page.body)) throw new Error(`${next} is not a page`);
      rows.push(...page.body.results);
      next = page.body.next;
    }
    return { first, rows };
  }

  it('answers the profile, the balance and the lists in shapes the decoders read', async () => {
    for (const path of [paths.profile, paths.updateProfile]) {
      const answer = await read(`${api.apiBaseUrl}${path}`);
      expect(answer.status).toBe(200);
      const profile = decodeProfile(answer.body);
      expect(profile).toMatchObject({
        first_name: 'Thandi',
        last_name: 'Nkosi',
        account_number: '62012345678',
        bank_name: 'FNB',
        clinic_name: 'Highveld Animal Clinic',
        has_applied: true,
        is_verified: true,
        is_disabled: false,
        user: { email: THANDI },
      });
      expect(profile.applications.at(-1)?.vet_latitude).toBeCloseTo(-25.7479, 6);
    }

    const balance = await read(`${api.apiBaseUrl}${paths.walletBalance}`);
    expect(balance.status).toBe(200);
    const wallet = decodeWalletBalance(balance.body);
    expect(wallet.balance).toMatch(/^\d+\.\d\d$/);
    expect(wallet.escrow_balance).toMatch(/^\d+\.\d\d$/);

    const assigned = await allPages(paths.assignedOrders);
    const completed = await allPages(paths.completedOrders);
    const history = await allPages(paths.transactionHistory);
    // The decoders read a page's results (listOf takes the first page of a paginated answer).
    expect(decodeOrders(assigned.first)).toHaveLength(10);
    expect(decodeOrders(completed.first)).toHaveLength(10);
    expect(decodeTransactions(history.first)).toHaveLength(10);

    const pending = decodeOrders(assigned.rows);
    expect(assigned.first.count).toBe(13);
    expect(pending).toHaveLength(13);
    expect(pending.every((order) => !order.vet_completed && order.status === 'pending')).toBe(true);
    expect(pending[0]).toMatchObject({
      appointment_date: null,
      appointment_time: null,
      appointment_location: null,
      inspection_health_state: null,
    });
    expect(pending[0]?.order_number).toMatch(/^ORD-\d{4}-\d{4}$/);
    expect(pending[0]?.seller.first_name).not.toBe('');
    expect(pending[0]?.products[0]?.price).toMatch(/^\d+\.\d\d$/);
    expect(pending[0]?.created_at).toMatch(/\+02:00$/);

    const done = decodeOrders(completed.rows);
    expect(completed.first.count).toBe(12);
    expect(done).toHaveLength(12);
    expect(done.every((order) => order.vet_completed && order.inspection_health_state)).toBe(true);
    expect(done[0]?.appointment_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(done[0]?.appointment_time).toBe('09:30 AM');

    const transactions = decodeTransactions(history.rows);
    expect(history.first.count).toBe(25);
    expect(transactions).toHaveLength(25);
    expect(new Set(transactions.map((row) => row.id)).size).toBe(25);
  });

  it('refuses a rotated refresh token the second time (401)', async () => {
    const { refresh } = await login(api, THANDI);
    const url = `${api.apiBaseUrl}${paths.tokenRefresh}`;
    const before = await api.stats();

    const first = await postJson(url, { refresh });
    expect(first.status).toBe(200);
    const rotated = decodeTokenRefresh(first.body);
    expect(rotated.refresh).not.toBeNull();
    expect(rotated.refresh).not.toBe(refresh);

    const again = await postJson(url, { refresh });
    expect(again.status).toBe(401);
    expect(field(again.body, 'code')).toBe('token_not_valid');

    const after = await api.stats();
    expect(after.refreshes - before.refreshes).toBe(2);
    expect(after.refused_refreshes - before.refused_refreshes).toBe(1);
    // The new refresh token works (once).
    expect((await postJson(url, { refresh: rotated.refresh })).status).toBe(200);
  });

  it('refuses an access token once its lifetime is over (401)', async () => {
    const { access } = await login(api, THANDI);
    const url = `${api.apiBaseUrl}${paths.profile}`;
    const wait = expiry(access) * 1000 + 1100 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0)));
    const expired = await call(url, {}, access);
    expect(expired.status).toBe(401);
    expect(field(expired.body, 'code')).toBe('token_not_valid');
    expect(expired.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('accepts a report (multipart) once and refuses it the second time', async () => {
    const list = await read(`${api.apiBaseUrl}${paths.assignedOrders}`);
    const order = decodeOrders(list.body)[0];
    if (!order) throw new Error('no pending order');
    const url = `${api.apiBaseUrl}${paths.sendReport(order.id)}`;
    const form = (): FormData => {
      const data = new FormData();
      data.set('inspection_health_state', 'Good');
      data.set('inspection_description', 'Healthy herd, vaccination cards complete.');
      const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
      data.set('certificate_of_safety', pdf, 'certificate.pdf');
      return data;
    };
    const before = await api.stats();

    // Another vet's order is not theirs to report on.
    const foreign = await call(url, { method: 'POST', body: form() }, await api.tokenFor(SIPHO));
    expect(foreign.status).toBe(404);
    expect(typeof field(foreign.body, 'error')).toBe('string');

    const sent = await call(url, { method: 'POST', body: form() }, await api.tokenFor(THANDI));
    expect(sent.status).toBe(201);
    const [done] = decodeOrders([field(sent.body, 'order')]);
    expect(done).toMatchObject({
      id: order.id,
      vet_completed: true,
      inspection_health_state: 'Good',
    });
    expect(done?.certificate_of_safety).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);

    const again = await call(url, { method: 'POST', body: form() }, await api.tokenFor(THANDI));
    expect(again.status).toBe(400);
    expect(field(again.body, 'error')).toMatch(/already/);

    const after = await api.stats();
    expect(after.reports_per_order[String(order.id)]).toBe(1);
    expect(after.report_posts - before.report_posts).toBe(3);

    // Missing fields are DRF's field errors.
    const next = decodeOrders((await read(`${api.apiBaseUrl}${paths.assignedOrders}`)).body)[0];
    const empty = await call(
      `${api.apiBaseUrl}${paths.sendReport(next?.id ?? 0)}`,
      { method: 'POST', body: new FormData() },
      await api.tokenFor(THANDI),
    );
    expect(empty.status).toBe(400);
    expect(field(empty.body, 'inspection_health_state')).toEqual(['This field is required.']);
  });

  it('lets the PWA origin send authorization and content-type, not idempotency-key', async () => {
    const url = `${api.apiBaseUrl}${paths.sendReport(1)}`;
    const asked = 'authorization, content-type, idempotency-key';
    const response = await preflight(url, PWA, asked);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PWA);
    const allowed = String(response.headers['access-control-allow-headers'])
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('content-type');
    expect(allowed).not.toContain('idempotency-key');

    const stranger = await preflight(url, 'http://evil.example', asked);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('Django backend: throttled at 3 a minute', () => {
  let api: DjangoApi;
  beforeAll(async () => {
    api = await startDjango({ throttle: '3/min' });
  }, 90_000);
  afterAll(async () => {
    await api.close();
  });

  it('answers 429 with Retry-After on the lists and on log-in', async () => {
    const token = await api.tokenFor(THANDI);
    const url = `${api.apiBaseUrl}${paths.assignedOrders}`;
    for (let index = 0; index < 3; index += 1) {
      const answer = await call(url, {}, token);
      expect(answer.status).toBe(200);
      expect(Array.isArray(answer.body)).toBe(true); // no page size: a plain list
    }
    const throttled = await call(url, {}, token);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(field(throttled.body, 'detail')).toMatch(/throttled/);

    const logins: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await postJson(`${api.apiBaseUrl}${paths.login}`, {
        username: SIPHO,
        password: DJANGO_PASSWORD,
      });
      logins.push(answer.status);
    }
    // tokenFor's log-in was the first of the three this address may make in a minute.
    expect(logins).toEqual([200, 200, 429]);
  });
});
