// The published contract: /api/openapi.json is a valid OpenAPI 3.1 document of every endpoint the portal calls, and the build writes it into dist/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { paths, route } from '../../contract/paths.js';
import { writeOpenApi } from '../../scripts/write-openapi.js';
import { call } from './helpers.js';
import { useServer } from './useServer.js';

type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { security?: unknown[] }>>;
  components: { schemas: Record<string, unknown> };
};

/** The method the portal calls each endpoint with (a new endpoint fails to compile until named). */
const METHODS: Record<keyof typeof paths, 'get' | 'post' | 'patch'> = {
  login: 'post',
  register: 'post',
  tokenRefresh: 'post',
  logoutEverywhere: 'post',
  profile: 'get',
  updateProfile: 'patch',
  application: 'post',
  reapply: 'patch',
  assignedOrders: 'get',
  completedOrders: 'get',
  setAppointment: 'post',
  cancelOrder: 'post',
  sendReport: 'post',
  updateReport: 'patch',
  walletBalance: 'get',
  transactionHistory: 'get',
  withdraw: 'post',
  sandboxCheckout: 'post',
  loadWallet: 'post',
};

/** A path as the document writes it: `{param}` where the server's route has `:param`. */
const documented = (name: keyof typeof paths): string =>
  route(paths[name], name === 'reapply' ? 'id' : 'orderId').replace(/:(\w+)/g, '{$1}');

async function validate(document: Record<string, unknown>) {
  const validator = new Validator();
  const result = await validator.validate(document);
  return { ...result, version: validator.version };
}

describe('GET /api/openapi.json', () => {
  const server = useServer();

  const fetchDocument = async () => {
    const answer = await call<Document>(server, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    return answer.body;
  };

  it('is a valid OpenAPI 3.1 document, needing no sign-in', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(await validate(document)).toEqual({ valid: true, version: '3.1' });
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  it('names every endpoint the portal calls, with its method, signed in but for the first three', async () => {
    const document = await fetchDocument();
    const open = new Set(['login', 'register', 'tokenRefresh']);
    for (const name of Object.keys(METHODS) as (keyof typeof paths)[]) {
      const operation = document.paths[documented(name)]?.[METHODS[name]];
      expect(operation, `${METHODS[name]} ${documented(name)}`).toBeDefined();
      expect(operation?.security, name).toEqual(open.has(name) ? undefined : [{ bearer: [] }]);
    }
  });

  it('refers only to the schemas it defines', async () => {
    const document = await fetchDocument();
    const refs = JSON.stringify(document).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) {
      expect(document.components.schemas).toHaveProperty(ref.slice(22, -1));
    }
  });

  it('is refused by the validator once broken, so the check above can fail', async () => {
    const document = await fetchDocument();
    // An answer without its description.
    const login = { post: { responses: { '200': {} } } };
    const broken = { ...document, paths: { ...document.paths, '/login/': login } };
    expect((await validate(broken)).valid).toBe(false);
  });
});

describe('the build', () => {
  it('writes the same document into dist/, its server the API base the app is built for', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vet-portal-openapi-'));
    try {
      const file = writeOpenApi(dist, { VITE_API_BASE_URL: 'https://api.market.example/v1/' });
      expect(path.relative(dist, file)).toBe('openapi.json');
      const document = JSON.parse(readFileSync(file, 'utf8')) as Document;
      expect(document.servers).toEqual([{ url: 'https://api.market.example/v1' }]);
      expect(await validate(document)).toEqual({ valid: true, version: '3.1' });
      expect(writeOpenApi(dist, {}) && JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
        servers: [{ url: '/api' }],
      });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
