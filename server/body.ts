// Helpers for JSON request bodies: the body as an object whose fields are read by the contract's names.
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

/** A body's fields by name, each of any type until checked. */
type Fields<Name extends string> = Partial<Readonly<Record<Name, unknown>>>;

/**
 * A request body read by the field names of the contract type T (inferred from its schema in
 * contract/wire), e.g.
 * `const body: WireBody<LoginRequest> = jsonObject(request)`: reading a field the contract does
 * not name, or no longer names after a rename, does not compile.
 */
export type WireBody<T> = Fields<keyof T & string>;

/** A field as a string (numbers are accepted and turned into text); undefined when absent or null. */
export function textField<Name extends string>(
  body: Fields<Name>,
  name: NoInfer<Name>,
): string | undefined {
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

const TOKEN = /\s+|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[{}[\]:,]|true|false|null/y;

/**
 * The source text of each number literal directly inside the top-level object of a JSON text,
 * by key ("amount" -> "1.999999999999999999"), so amounts are read as written, never as a
 * rounded float. Only call on text JSON.parse accepted.
 */
export function topLevelNumberSources(text: string): Map<string, string> {
  const sources = new Map<string, string>();
  let depth = 0;
  let key: string | null = null;
  let expectKey = false;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const token = match[0];
    if (/^\s/.test(token)) continue;
    if (token === '{' || token === '[') {
      depth += 1;
      expectKey = token === '{' && depth === 1;
    } else if (token === '}' || token === ']') depth -= 1;
    else if (token === ',') expectKey = depth === 1;
    else if (token === ':') continue;
    else if (depth === 1 && expectKey && token.startsWith('"')) {
      key = JSON.parse(token) as string;
      expectKey = false;
    } else if (depth === 1 && key !== null && /^-?\d/.test(token)) sources.set(key, token);
    if (TOKEN.lastIndex >= text.length) break;
  }
  return sources;
}

const numberSources = new WeakMap<FastifyRequest, Map<string, string>>();

/** Remembers the number literals of a request's JSON body (called by the JSON body parser). */
export function rememberNumberSources(request: FastifyRequest, text: string): void {
  numberSources.set(request, topLevelNumberSources(text));
}

/** A top-level field of the request's JSON body as written: a number's source text, else the value. */
export function exactField<Name extends string>(
  request: FastifyRequest,
  body: Fields<Name>,
  name: NoInfer<Name>,
): unknown {
  const value = body[name];
  if (typeof value === 'number') return numberSources.get(request)?.get(name) ?? String(value);
  return value;
}
