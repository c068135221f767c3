// The OpenAPI fuzzer (npm run fuzz:api): it finds each kind of broken answer in a server made to give it, and none in the reference server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzz } from '../../scripts/fuzz/run.js';
import { DEMO_PASSWORD, startReferenceServer, type ReferenceServer } from '../support/server.js';

type Misbehaviour = 'none' | 'schema' | 'status' | 'content-type' | 'server-error';

/** A document of two operations: log-in, and a signed-in list of things with integer ids. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'things', version: '1' },
  paths: {
    '/login/': {
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['username', 'password'],
                properties: { username: { type: 'string' }, password: { type: 'string' } },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'signed in',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['access'],
                  properties: { access: { type: 'string' } },
                },
              },
            },
          },
          '400': {
            description: 'refused',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
    '/things/': {
      get: {
        security: [{ bearer: [] }],
        responses: {
          '200': {
            description: 'the things',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
              },
            },
          },
          '401': { description: 'no token' },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    },
  },
};

/** A server of DOCUMENT whose list misbehaves as asked. */
async function thingsServer(misbehaviour: Misbehaviour) {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/login/') return json(200, { access: 'token' });
      if (request.headers.authorization !== 'Bearer token') return json(401, {});
      if (misbehaviour === 'schema') return json(200, [{ id: 'seven' }]);
      if (misbehaviour === 'status') return json(418, []);
      if (misbehaviour === 'server-error') return json(500, { error: 'boom' });
      if (misbehaviour === 'content-type') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<p>things</p>');
      }
      return json(200, [{ id: 7 }]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done) => server.close(done)),
  };
}

async function fuzzThings(misbehaviour: Misbehaviour) {
  const server = await thingsServer(misbehaviour);
  try {
    const report = await fuzz(DOCUMENT, {
      base: server.base,
      username: 'u',
      password: 'p',
      examples: 6,
      seed: 1,
    });
    return { report, checks: new Set(report.failures.map((failure) => failure.check)) };
  } finally {
    await server.close();
  }
}

describe('the fuzzer', () => {
  it('finds nothing wrong with a server that answers as its document says', async () => {
    const { report } = await fuzzThings('none');
    expect(report.operations).toBe(2);
    expect(report.valid).toBe(12);
    expect(report.invalid).toBeGreaterThan(0);
    expect(report.failureCount).toBe(0);
  });

  it('finds an answer that does not match its schema', async () => {
    const { checks, report } = await fuzzThings('schema');
    expect([...checks]).toEqual(['response_schema_conformance']);
    expect(report.failures[0]).toMatchObject({ operation: 'GET /things/', status: 200 });
    expect(report.failures[0]?.detail).toMatch(/\/0\/id must be integer/);
  });

  it('finds a status the document does not name', async () => {
    expect([...(await fuzzThings('status')).checks]).toEqual(['status_code_conformance']);
  });

  it('finds a content type the document does not name', async () => {
    expect([...(await fuzzThings('content-type')).checks]).toEqual(['content_type_conformance']);
  });

  it('finds a server error', async () => {
    const { checks } = await fuzzThings('server-error');
    expect(checks).toContain('not_a_server_error');
  });
});

describe('the fuzzer against the reference server', () => {
  let server: ReferenceServer;

  beforeAll(async () => {
    server = await startReferenceServer();
  });
  afterAll(() => server.close());

  it('sends every documented operation valid and invalid requests, and finds nothing wrong', async () => {
    const document = (await (await fetch(`${server.apiBaseUrl}openapi.json`)).json()) as Parameters<
      typeof fuzz
    >[0];
    const report = await fuzz(document, {
      base: server.apiBaseUrl,
      username: 'verified@vets.example',
      password: DEMO_PASSWORD,
      examples: 4,
      seed: 62,
    });
    expect(report.operations).toBe(19);
    expect(report.valid).toBe(19 * 4);
    expect(report.failures).toEqual([]);
    // Signed in as the demo vet: its reads answered.
    expect(report.statuses['GET /profile']?.['200']).toBe(4);
  }, 60_000);
});
