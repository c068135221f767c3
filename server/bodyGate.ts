// The API routes' front door: a request that carries a body shows a valid token before its body is
// read, and each route reads at most the body it needs.
import type { FastifyInstance } from 'fastify';
import { requireUser } from './auth/guard.js';
import type { AppContext } from './context.js';

/** A JSON body of a route that names no limit of its own: a form of text fields. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
/** An amount, a payment reference or nothing at all (withdrawal, top-up, cancellation). */
export const TINY_BODY_LIMIT = 1024;
/** A report's JSON body: a description of up to 5,000 characters, escaped. */
export const REPORT_BODY_LIMIT = 64 * 1024;

const READS_NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registers, for the routes added after it in this scope: a token check in onRequest (before the
 * body is parsed) for every method that carries a body, so an anonymous client never makes the
 * server read or parse one; and DEFAULT_BODY_LIMIT for routes that set no bodyLimit. Multipart
 * bodies are streamed and limited per file and part by the upload code instead.
 */
export function registerBodyGate(api: FastifyInstance, ctx: AppContext): void {
  api.addHook('onRoute', (route) => {
    route.bodyLimit ??= DEFAULT_BODY_LIMIT;
  });
  api.addHook('onRequest', async (request) => {
    if (READS_NO_BODY.has(request.method)) return;
    await requireUser(ctx, request);
  });
}
