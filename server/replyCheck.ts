// The reply check: every 2xx JSON answer of a documented endpoint is read with the contract's schema for it (server/openapi.ts) before it is sent.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SCHEMAS, operations, type Answer, type Named, type Operation } from './openapi.js';

/** The API's prefix on this server: the document's paths are under it. */
const PREFIX = '/api';

/** The schema name an answer refers to (`#/components/schemas/Name`), or null. */
function schemaName(answer: Answer | undefined): Named | null {
  const schema = answer?.content?.['application/json']?.schema;
  const ref =
    typeof schema === 'object' && schema !== null && '$ref' in schema ? schema.$ref : null;
  const name = typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : '';
  return name in SCHEMAS ? (name as Named) : null;
}

/** "GET /api/dashboard/set-appointment/:orderId/" -> the operation's answers, for each documented route. */
function documentedRoutes(): Map<string, Operation> {
  const routes = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(operations())) {
    for (const [method, operation] of Object.entries(methods)) {
      const route = `${PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;
      routes.set(`${method.toUpperCase()} ${route}`, operation);
    }
  }
  return routes;
}

/** Thrown when an answer does not match the contract: a 500, never a wrong answer sent. */
export class ReplyMismatch extends Error {
  constructor(route: string, status: number, detail: string) {
    super(`${route} ${status}: the answer does not match the contract: ${detail}`);
    this.name = 'ReplyMismatch';
  }
}

/** Checks each documented route's 2xx JSON answers against its schema. */
export function registerReplyCheck(app: FastifyInstance): void {
  const routes = documentedRoutes();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const operation = routes.get(route);
    if (!operation || reply.statusCode < 200 || reply.statusCode > 299) return payload;
    const name = schemaName(operation.responses[String(reply.statusCode)]);
    if (!name) throw new ReplyMismatch(route, reply.statusCode, 'this status is not documented');
    const result = v.safeParse(SCHEMAS[name], payload, { abortEarly: true });
    if (!result.success) {
      const issue = result.issues[0];
      const where = (issue.path ?? []).map((item) => String(item.key)).join('.');
      throw new ReplyMismatch(route, reply.statusCode, `${name}.${where}: ${issue.message}`);
    }
    return payload;
  });
}
