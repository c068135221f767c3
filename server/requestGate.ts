// The server's front door for every request, routed or not: a request no route takes is answered
// 404 before its body is read, and every route reads at most DEFAULT_BODY_LIMIT unless it says less.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_BODY_LIMIT } from './bodyGate.js';

/** Whether the request says it carries a body (a length above 0, or chunks). */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length.trim() !== '0';
}

/**
 * Registers, before any route: DEFAULT_BODY_LIMIT for every route that names no bodyLimit, and an
 * onRequest hook that answers a request with a body on an unrouted path or method (POST
 * /api/nothing/, DELETE /api/profile/, OPTIONS with a body) with 404 at once, closing the
 * connection so the body is never read or parsed. Call after the security headers and CORS.
 */
export function registerRequestGate(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= DEFAULT_BODY_LIMIT;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.is404 || !carriesBody(request)) {
      done();
      return;
    }
    void reply.code(404).header('connection', 'close').send({ error: 'Not found.' });
  });
}
