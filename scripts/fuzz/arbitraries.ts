// JSON Schema (2020-12, as an OpenAPI 3.1 document writes it) to fast-check arbitraries: values a schema allows, and values it refuses.
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

/** Resolves `#/components/schemas/Name` refs against the document. */
export type Resolve = (schema: JsonSchema) => JsonSchema;

export function resolver(document: { components?: { schemas?: Record<string, JsonSchema> } }) {
  const schemas = document.components?.schemas ?? {};
  const resolve: Resolve = (schema) => {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = schemas[name];
      if (!target) throw new Error(`unresolved $ref ${current.$ref}`);
      current = { ...target, ...without(current, '$ref') };
    }
    return current;
  };
  return resolve;
}

/** `object` without `key`. */
export const without = (object: JsonSchema, key: string): JsonSchema =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

const asSchemas = (value: unknown): JsonSchema[] =>
  Array.isArray(value) ? (value as JsonSchema[]) : [];

/** allOf's object schemas as one: their properties and required names together. */
function merged(schema: JsonSchema, resolve: Resolve): JsonSchema {
  const parts = asSchemas(schema.allOf).map((part) => flatten(part, resolve));
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const part of [schema, ...parts]) {
    Object.assign(properties, (part.properties as Record<string, JsonSchema> | undefined) ?? {});
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
  }
  const anyOf = parts.find((part) => part.anyOf)?.anyOf;
  return {
    ...without(schema, 'allOf'),
    ...(anyOf ? { anyOf } : {}),
    type: 'object',
    properties,
    required: [...required],
  };
}

/** A schema with its $ref followed and its allOf merged. */
export function flatten(schema: JsonSchema, resolve: Resolve): JsonSchema {
  const resolved = resolve(schema);
  return resolved.allOf ? merged(resolved, resolve) : resolved;
}

const TEXT = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '0', '-1', '1e3', 'null', 'true', '<script>', "'; DROP TABLE users; --"),
);

const NUMBER = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
  fc.constantFrom(0, -0, 0.1, 1.005, 2 ** 53, 1e21),
);

/** Any JSON value, small. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** Values `schema` allows (as far as the keywords it uses go). */
export function valid(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = flatten(schema, resolve);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const options = asSchemas(s.anyOf ?? s.oneOf);
  if (options.length > 0 && !s.properties) {
    return fc.oneof(...options.map((option) => valid(option, resolve, depth + 1)));
  }
  if (options.length > 0) {
    // An object that is one of several shapes: one shape's fields with the object's own.
    return fc.oneof(
      ...options.map((option) => {
        const shape = flatten(option, resolve);
        return valid(
          {
            ...s,
            anyOf: undefined,
            properties: { ...(shape.properties as object), ...(s.properties as object) },
            required: [...((shape.required as string[] | undefined) ?? [])],
          },
          resolve,
          depth + 1,
        );
      }),
    );
  }
  const type = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];
  if (type.length > 1) {
    return fc.oneof(...type.map((one) => valid({ ...s, type: one }, resolve, depth + 1)));
  }
  switch (type[0]) {
    case 'string': {
      if (typeof s.contentMediaType === 'string') return fc.constant(FILE);
      if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern));
      const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
      const maxLength = typeof s.maxLength === 'number' ? s.maxLength : minLength + 40;
      return fc.string({ minLength, maxLength });
    }
    case 'integer':
      return fc.integer({
        min: typeof s.minimum === 'number' ? Math.max(s.minimum, -1e9) : -1e9,
        max: typeof s.maximum === 'number' ? Math.min(s.maximum, 1e9) : 1e9,
      });
    case 'number':
      return typeof s.minimum === 'number' || typeof s.maximum === 'number'
        ? fc.double({
            noNaN: true,
            min: typeof s.minimum === 'number' ? s.minimum : -1e9,
            max: typeof s.maximum === 'number' ? s.maximum : 1e9,
          })
        : NUMBER;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valid((s.items as JsonSchema | undefined) ?? {}, resolve, depth + 1), {
            maxLength: 3,
          });
    case 'object':
      return object(s, resolve, depth);
    default:
      return s.properties ? object(s, resolve, depth) : anyJson;
  }
}

function object(s: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  const properties = (s.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (s.required as string[] | undefined) ?? [];
  const entries = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      valid(property, resolve, depth + 1),
    ]),
  );
  return fc.record(entries, { requiredKeys: required.filter((name) => name in entries) });
}

/** A file part: a few bytes that may or may not be what its name says. */
export const FILE = Symbol('file');

/** What goes in a file part: bytes, a name and a type. */
export const fileParts = fc.record({
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    fc.constant(new TextEncoder().encode('%PDF-1.4\n%%EOF\n')),
  ),
  name: fc.constantFrom('photo.png', 'letter.pdf', 'a.exe', 'no-extension', '../../etc/passwd'),
  type: fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', 'text/html'),
});

/** A value of another JSON type than `schema` names (what a careless or hostile client sends). */
export function wrongType(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = flatten(schema, resolve);
  const allowed = new Set<string>();
  const collect = (one: JsonSchema) => {
    const flat = flatten(one, resolve);
    const options = asSchemas(flat.anyOf ?? flat.oneOf);
    if (options.length > 0 && !flat.properties) options.forEach(collect);
    else if ('const' in flat) allowed.add(flat.const === null ? 'null' : typeof flat.const);
    else if (Array.isArray(flat.type)) (flat.type as string[]).forEach((type) => allowed.add(type));
    else if (typeof flat.type === 'string') allowed.add(flat.type);
    else if (flat.properties) allowed.add('object');
    else allowed.add('any');
  };
  collect(s);
  if (allowed.has('any')) return fc.constant(undefined);
  if (allowed.has('integer')) allowed.add('number');
  if (allowed.has('number')) allowed.add('integer');
  const others: fc.Arbitrary<unknown>[] = [];
  if (!allowed.has('string')) others.push(TEXT);
  if (!allowed.has('number')) others.push(NUMBER);
  if (!allowed.has('boolean')) others.push(fc.boolean());
  if (!allowed.has('null')) others.push(fc.constant(null));
  if (!allowed.has('array')) others.push(fc.array(anyJson, { maxLength: 2 }));
  if (!allowed.has('object'))
    others.push(fc.dictionary(fc.string({ maxLength: 5 }), anyJson, { maxKeys: 2 }));
  return others.length > 0 ? fc.oneof(...others) : fc.constant(undefined);
}
