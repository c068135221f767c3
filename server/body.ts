// Helpers for JSON request bodies: the body as an object and its fields as trimmed strings.
import type { FastifyRequest } from 'fastify';
import { httpError } from './errors.js';

/** The JSON body as a plain object ({} when empty); 400 for arrays and scalars. */
export function jsonObject(request: FastifyRequest): Record<string, unknown> {
  const body: unknown = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw httpError(400, 'Expected a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A field as a string (numbers are accepted and turned into text); undefined when absent or null. */
export function textField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A positive integer route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
