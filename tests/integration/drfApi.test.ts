// The DRF double (tests/support/drfApi.ts): SimpleJWT tokens, DRF shapes, django-cors-headers
// preflights, APPEND_SLASH, no idempotency, and a lost report answer over a reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startDrfApi,
  DRF_EXTRA_FIELD,
  drfDateTime,
  drfTime,
  type DrfApi,
} from '../support/drfApi.js';
import { DEMO_PASSWORD, startReferenceServer, type ReferenceServer } from '../support/server.js';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../server/config.js';

const PWA = 'http://localhost:4173';
const THANDI = 'verified@vets.example';

let upstream: ReferenceServer;
let api: DrfApi;
beforeAll(async () => {
  upstream = await startReferenceServer();
  api = await startDrfApi({ upstream, allowedOrigin: PWA });
});
afterAll(async () => {
  await api.close();
  await upstream.close();
});

interface Tokens {
  access: string;
  refresh: string;
  role: string;
}

function decode(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function signIn(username = THANDI): Promise<Tokens> {
  const response = await fetch(`${api.apiBaseUrl}login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: PWA },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(PWA);
  return (await response.json()) as Tokens;
}

async function read<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${api.apiBaseUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Origin: PWA },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface Order {
  id: number;
  created_at: string;
  appointment_date: string | null;
  appointment_time: string | null;
  inspection_fees: string;
  vet_completed: boolean;
  certificate_of_safety: string | null;
  products: { id: number; price: unknown }[];
}

/** A PDF of `size` bytes whose content varies, so a damaged upload cannot look intact. */
function pdf(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) data[i] = 0x20 + ((i * 31) % 90);
  data.set(new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'));
  return data;
}

function reportForm(certificate?: Uint8Array<ArrayBuffer>): FormData {
  const form = new FormData();
  form.append('inspection_health_state', 'Good');
  form.append('inspection_description', 'Healthy herd.');
  if (certificate) {
    form.append(
      'certificate_of_safety',
      new Blob([certificate], { type: 'application/pdf' }),
      'certificate.pdf',
    );
  }
  return form;
}

describe('SimpleJWT tokens', () => {
  it('signs in with JWT-shaped tokens carrying user_id and no sub, keeping role', async () => {
    const tokens = await signIn();
    expect(tokens.role).toBe('vet');
    for (const [name, type] of [
      ['access', 'access'],
      ['refresh', 'refresh'],
    ] as const) {
      const [header, payload, signature] = tokens[name].split('.');
      expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
      const claims = decode(payload);
      expect(Object.keys(claims)).toEqual(['token_type', 'exp', 'iat', 'jti', 'user_id']);
      expect(claims).toMatchObject({ token_type: type, user_id: 1 });
      expect(claims).not.toHaveProperty('sub');
      expect(claims.jti).toMatch(/^[0-9a-f]{32}$/);
      // exp and iat are the upstream token's: its lifetime is the reference server's.
      expect(Number(claims.exp) - Number(claims.iat)).toBe(
        type === 'access' ? ACCESS_TOKEN_TTL_SECONDS : REFRESH_TOKEN_TTL_SECONDS,
      );
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(signature).toMatch(/^[\w-]{40,}$/);
    }
  });

  it('refreshes with its own refresh token, and an unknown token gets the upstream 401', async () => {
    const tokens = await signIn();
    const response = await fetch(`${api.apiBaseUrl}token/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: PWA },
      body: JSON.stringify({ refresh: tokens.refresh }),
    });
    expect(response.status).toBe(200);
    const { access } = (await response.json()) as { access: string };
    expect(decode(access.split('.')[1])).toMatchObject({ token_type: 'access', user_id: 1 });
    await read('wallet/wallet-balance/', access);

    const refused = await fetch(`${api.apiBaseUrl}wallet/wallet-balance/`, {
      headers: { Authorization: `Bearer ${tokens.access}x`, Origin: PWA },
    });
    expect(refused.status).toBe(401);
    // Errors carry the CORS header (the browser lets the app read them) and pass unchanged.
    expect(refused.headers.get('access-control-allow-origin')).toBe(PWA);
    const body = (await refused.json()) as Record<string, unknown>;
    expect(typeof body.error).toBe('string');
    expect(body).not.toHaveProperty(DRF_EXTRA_FIELD);
  });
});

describe('DRF shapes', () => {
  it('redirects GET profile to profile/ (APPEND_SLASH), whose read shows account_number as a number', async () => {
    const { access } = await signIn();
    const redirect = await fetch(`${api.apiBaseUrl}profile`, {
      headers: { Authorization: `Bearer ${access}`, Origin: PWA },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/api/profile/');
    expect(redirect.headers.get('access-control-allow-origin')).toBe(PWA);

    const followed = await fetch(`${api.apiBaseUrl}profile`, {
      headers: { Authorization: `Bearer ${access}`, Origin: PWA },
    });
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${api.apiBaseUrl}profile/`);
    const profile = (await followed.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ id: 1, account_number: 62012345678, bank_name: 'FNB' });
    expect(profile).toHaveProperty(DRF_EXTRA_FIELD);
    const [application] = profile.applications as Record<string, unknown>[];
    expect(application?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+02:00$/);
    expect(api.requests('GET', 'profile')).toBeGreaterThanOrEqual(2);
    expect(api.requests('GET', '/api/profile/')).toBeGreaterThanOrEqual(1);
  });

  it('sends orders with ISO dates, 24-hour times, price as a number, the same instants', async () => {
    const { access } = await signIn();
    const orders = await read<Order[]>('dashboard/assigned-orders/', access);
    const direct = (await (
      await fetch(`${upstream.apiBaseUrl}dashboard/assigned-orders/`, {
        headers: { Authorization: `Bearer ${await upstream.tokenFor(THANDI)}` },
      })
    ).json()) as Order[];
    expect(orders.map((order) => order.id)).toEqual(direct.map((order) => order.id));
    expect(orders.some((order) => order.appointment_date !== null)).toBe(true);
    orders.forEach((order, index) => {
      const source = direct[index];
      if (!source) throw new Error('no upstream order');
      if (order.appointment_date !== null) {
        expect(order.appointment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(order.appointment_date.split('-').reverse().join('-')).toBe(source.appointment_date);
      }
      if (order.appointment_time !== null) {
        expect(order.appointment_time).toMatch(/^\d{2}:\d{2}:00$/);
      }
      expect(order.created_at).toMatch(/\.\d{6}\+02:00$/);
      expect(Date.parse(order.created_at)).toBe(Date.parse(source.created_at));
      expect(order.inspection_fees).toMatch(/^\d+\.\d{2}$/);
      for (const product of order.products) expect(typeof product.price).toBe('number');
      expect(order).toHaveProperty(DRF_EXTRA_FIELD);
    });
  });

  it('converts the formats exactly', () => {
    expect(drfTime('08:00 AM')).toBe('08:00:00');
    expect(drfTime('12:15 AM')).toBe('00:15:00');
    expect(drfTime('12:30 PM')).toBe('12:30:00');
    expect(drfTime('01:45 PM')).toBe('13:45:00');
    expect(drfDateTime('2026-11-29T06:15:00.123Z')).toBe('2026-11-29T08:15:00.123456+02:00');
    expect(drfDateTime('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T01:30:00.000456+02:00');
  });
});

describe('django-cors-headers', () => {
  it('answers preflights 200 without Idempotency-Key in the allowed headers', async () => {
    for (const [path, method] of [
      ['dashboard/send-inspection-report/1/', 'POST'],
      ['profile', 'GET'],
    ] as const) {
      const response = await fetch(`${api.apiBaseUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: PWA,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
        },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(PWA);
      const allowed = (response.headers.get('access-control-allow-headers') ?? '')
        .split(',')
        .map((name) => name.trim());
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type']));
      expect(allowed).not.toContain('idempotency-key');
      expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(response.headers.get('vary')).toContain('Origin');
    }
    const other = await fetch(`${api.apiBaseUrl}login/`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-headers')).toBeNull();
  });
});

describe('a report without idempotency', () => {
  it('passes a large multipart upload intact', async () => {
    const { access } = await signIn();
    const orders = await read<Order[]>('dashboard/assigned-orders/', access);
    const order = orders.find((candidate) => !candidate.vet_completed);
    if (!order) throw new Error('no pending order');
    const certificate = pdf(4_900_000);
    const response = await fetch(`${api.apiBaseUrl}dashboard/send-inspection-report/${order.id}/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access}`, Origin: PWA },
      body: reportForm(certificate),
    });
    expect(response.status).toBe(201);
    const sent = (await response.json()) as { order: Order };
    const url = sent.order.certificate_of_safety;
    expect(url?.startsWith(`${api.baseURL}/media/`)).toBe(true);
    const stored = new Uint8Array(await (await fetch(url ?? '')).arrayBuffer());
    expect(stored.length).toBe(certificate.length);
    expect(Buffer.compare(Buffer.from(stored), Buffer.from(certificate))).toBe(0);
  });

  it('loses the next report answer after the upstream stored it; the key is not honoured', async () => {
    const { access } = await signIn();
    const orders = await read<Order[]>('dashboard/assigned-orders/', access);
    const order = orders.find((candidate) => !candidate.vet_completed);
    if (!order) throw new Error('no pending order');
    const path = `dashboard/send-inspection-report/${order.id}/`;
    const before = await api.stats();
    const send = () =>
      fetch(`${api.apiBaseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access}`, Origin: PWA, 'Idempotency-Key': 'k-000001' },
        body: reportForm(pdf(1200)),
      });

    api.loseNextReportAnswer();
    await expect(send()).rejects.toThrow();
    const after = await api.stats();
    expect(after.reports).toBe(before.reports + 1);
    expect(after.credits).toBe(before.credits + 1);
    expect(api.requests('POST', path)).toBe(1);
    expect(after.proxied[`POST /api/${path}`]).toBe(1);
    expect(after.requests[`/api/${path}`]).toBe(1);

    // The retry with the same key is not replayed: the marketplace never saw the key.
    const retry = await send();
    expect(retry.status).toBe(400);
    expect(retry.headers.get('access-control-allow-origin')).toBe(PWA);
    expect(((await retry.json()) as { error: string }).error).toMatch(/already sent/);
    expect((await api.stats()).credits).toBe(before.credits + 1);
  });
});
