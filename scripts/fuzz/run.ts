// The fuzzer: for every operation of a published OpenAPI 3.1 document, requests generated from its schemas (valid and not), each answer checked against the document.
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import {
  FILE,
  fileParts,
  flatten,
  resolver,
  without,
  valid,
  wrongType,
  type JsonSchema,
  type Resolve,
} from './arbitraries.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
}

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export interface FuzzOptions {
  /** The API base the document's paths are under, ending in a slash. */
  base: string;
  username: string;
  password: string;
  /** Valid examples per operation; half as many invalid ones besides. */
  examples: number;
  seed: number;
}

export interface Failure {
  operation: string;
  check:
    | 'not_a_server_error'
    | 'status_code_conformance'
    | 'content_type_conformance'
    | 'response_schema_conformance';
  request: string;
  status: number;
  detail: string;
}

export interface FuzzReport {
  operations: number;
  /** Requests sent, valid and invalid. */
  examples: number;
  valid: number;
  invalid: number;
  /** Examples the client could not send (e.g. a header value fetch refuses). */
  unsent: number;
  /** Invalid examples answered 2xx: the server took what the document refuses (not a failure: no check asks it to refuse). */
  invalidAccepted: number;
  /** The first of them, as "METHOD path -> status". */
  acceptedInvalid: string[];
  /** Failed checks (the first MAX_FAILURES_KEPT are in `failures`). */
  failureCount: number;
  failures: Failure[];
  /** Status codes seen, by operation. */
  statuses: Record<string, Record<string, number>>;
}

/** One request, as generated. */
interface Example {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  media: string | null;
  auth: 'token' | 'none' | 'bad';
  /** Known to break the document's rules for the request. */
  invalid: boolean;
}

const MAX_FAILURES_KEPT = 50;

const VISIBLE_ASCII = (min: number, max: number) =>
  fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    minLength: min,
    maxLength: max,
  });

/** A parameter's value as text; headers stay within what HTTP can carry. */
function parameterValue(parameter: Parameter, resolve: Resolve): fc.Arbitrary<string> {
  if (parameter.in === 'header') {
    const min = typeof parameter.schema.minLength === 'number' ? parameter.schema.minLength : 1;
    const max =
      typeof parameter.schema.maxLength === 'number'
        ? Math.min(parameter.schema.maxLength, 64)
        : 64;
    return VISIBLE_ASCII(min, max);
  }
  return valid(parameter.schema, resolve).map((value) => String(value));
}

const BAD_PATH_VALUES = fc.constantFrom(
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '%00',
  ' ',
);

/** The request body's media type and schema the operation takes first (JSON before multipart). */
function bodyOf(operation: Operation): { media: string; schema: JsonSchema } | null {
  const content = operation.requestBody?.content ?? {};
  for (const media of ['application/json', 'multipart/form-data']) {
    const schema = content[media]?.schema;
    if (schema) return { media, schema };
  }
  return null;
}

/** A JSON object body with one required field left out, or one field of the wrong type. */
function brokenObject(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> | null {
  const flat = flatten(schema, resolve);
  const properties = (flat.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = ((flat.required as string[] | undefined) ?? []).filter(
    (name) => name in properties,
  );
  const names = Object.keys(properties);
  if (names.length === 0) return null;
  const base = valid(flat, resolve) as fc.Arbitrary<Record<string, unknown>>;
  const choices: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(base, fc.constantFrom(...names))
      .chain(([body, name]) =>
        wrongType(properties[name] ?? {}, resolve).map((bad) =>
          bad === undefined ? body : { ...body, [name]: bad },
        ),
      ),
  ];
  if (required.length > 0) {
    choices.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([body, name]) => without(body, name)),
    );
  }
  return fc.oneof(...choices);
}

function exampleArbitrary(
  operation: Operation,
  resolve: Resolve,
  invalid: boolean,
): fc.Arbitrary<Example> {
  const parameters = operation.parameters ?? [];
  const secured = (operation.security ?? []).length > 0;
  const values = (where: Parameter['in'], bad: boolean) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => [
            parameter.name,
            bad && where === 'path' ? BAD_PATH_VALUES : parameterValue(parameter, resolve),
          ]),
      ),
      {
        requiredKeys: parameters
          .filter((parameter) => parameter.in === where && (parameter.required || where === 'path'))
          .map((parameter) => parameter.name),
      },
    ) as fc.Arbitrary<Record<string, string>>;
  const body = bodyOf(operation);
  const goodBody = body ? valid(body.schema, resolve) : fc.constant(undefined);
  if (!invalid) {
    return fc.record({
      path: values('path', false),
      query: values('query', false),
      headers: values('header', false),
      body: goodBody,
      media: fc.constant(body?.media ?? null),
      auth: fc.constant(secured ? ('token' as const) : ('none' as const)),
      invalid: fc.constant(false),
    });
  }
  // What is wrong: the token, a path id, or the body (its type, a field, or its media type).
  const wrongs: fc.Arbitrary<Example>[] = [];
  const good = {
    path: values('path', false),
    query: values('query', false),
    headers: values('header', false),
  };
  if (secured) {
    wrongs.push(
      fc.record({
        ...good,
        body: goodBody,
        media: fc.constant(body?.media ?? null),
        auth: fc.constantFrom('none' as const, 'bad' as const),
        invalid: fc.constant(true),
      }),
    );
  }
  if (parameters.some((parameter) => parameter.in === 'path')) {
    wrongs.push(
      fc.record({
        ...good,
        path: values('path', true),
        body: goodBody,
        media: fc.constant(body?.media ?? null),
        auth: fc.constant(secured ? ('token' as const) : ('none' as const)),
        invalid: fc.constant(true),
      }),
    );
  }
  if (body) {
    const broken = body.media === 'application/json' ? brokenObject(body.schema, resolve) : null;
    const badBodies: fc.Arbitrary<{ body: unknown; media: string }>[] = [
      wrongType(body.schema, resolve).map((value) => ({ body: value, media: 'application/json' })),
      fc
        .constantFrom('{"unterminated": ', 'not json', '')
        .map((text) => ({ body: text, media: 'raw-json' })),
      goodBody.map((value) => ({
        body: value,
        media: body.media === 'application/json' ? 'multipart/form-data' : 'application/json',
      })),
    ];
    if (broken) badBodies.push(broken.map((value) => ({ body: value, media: body.media })));
    wrongs.push(
      fc
        .tuple(good.path, good.query, good.headers, fc.oneof(...badBodies))
        .map(([path, query, headers, bad]) => ({
          path,
          query,
          headers,
          body: bad.body,
          media: bad.media,
          auth: secured ? ('token' as const) : ('none' as const),
          invalid: true,
        })),
    );
  }
  if (wrongs.length === 0) throw new Error('an operation with no token, id or body to get wrong');
  return fc.oneof(...wrongs);
}

/** A multipart body of the generated fields: text as text, files as small blobs. */
function formData(
  fields: unknown,
  files: readonly { bytes: Uint8Array; name: string; type: string }[],
): FormData {
  const form = new FormData();
  let file = 0;
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, value] of Object.entries(fields)) {
      if (value === FILE) {
        const part = files[file++ % files.length];
        if (part)
          form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
      } else if (value !== undefined) {
        form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
  }
  return form;
}

const mediaTypeOf = (header: string | null) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Signs the demo vet in through the document's log-in operation; null when refused. */
async function signIn(options: FuzzOptions): Promise<string | null> {
  const answer = await fetch(new URL('login/', options.base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: options.username, password: options.password }),
  });
  const body = (await answer.json().catch(() => null)) as { access?: unknown } | null;
  return answer.ok && typeof body?.access === 'string' ? body.access : null;
}

/** Fuzzes every operation of `document`, checking each answer against it. */
export async function fuzz(document: Document, options: FuzzOptions): Promise<FuzzReport> {
  const resolve = resolver(document);
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({
    $id: 'https://fuzz.invalid/openapi.json',
    components: document.components ?? {},
  });
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  const validatorFor = (schema: JsonSchema) => {
    const key = JSON.stringify(schema);
    let validate = validators.get(key);
    if (!validate) {
      const rebased = JSON.parse(
        key.replaceAll('"#/components/', '"https://fuzz.invalid/openapi.json#/components/'),
      ) as object;
      validate = ajv.compile(rebased);
      validators.set(key, validate);
    }
    return validate;
  };
  const report: FuzzReport = {
    operations: 0,
    examples: 0,
    valid: 0,
    invalid: 0,
    unsent: 0,
    invalidAccepted: 0,
    acceptedInvalid: [],
    failureCount: 0,
    failures: [],
    statuses: {},
  };
  let token = await signIn(options);
  // Logging out everywhere spends the token: that operation goes last.
  const operations = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    )
    .sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));

  for (const [index, { path, method, operation }] of operations.entries()) {
    report.operations += 1;
    const name = `${method.toUpperCase()} ${path}`;
    const statuses: Record<string, number> = (report.statuses[name] = {});
    const bodyRule = bodyOf(operation);
    const bodyValid = bodyRule ? validatorFor(bodyRule.schema) : null;
    const files = fc.sample(fileParts, { numRuns: 3, seed: options.seed + index });
    const examples = [
      ...fc.sample(exampleArbitrary(operation, resolve, false), {
        numRuns: options.examples,
        seed: options.seed + index,
      }),
      ...fc.sample(exampleArbitrary(operation, resolve, true), {
        numRuns: Math.ceil(options.examples / 2),
        seed: options.seed + index + 1000,
      }),
    ];
    for (const example of examples) {
      let url = path.replace(/^\//, '');
      for (const [param, value] of Object.entries(example.path)) {
        url = url.replace(`{${param}}`, encodeURIComponent(value));
      }
      const target = new URL(url, options.base);
      for (const [param, value] of Object.entries(example.query))
        target.searchParams.set(param, value);
      const headers = new Headers();
      let sentHeaders = true;
      for (const [header, value] of Object.entries(example.headers)) {
        try {
          headers.set(header, value);
        } catch {
          sentHeaders = false;
        }
      }
      if (example.auth === 'token' && token) headers.set('authorization', `Bearer ${token}`);
      if (example.auth === 'bad') headers.set('authorization', 'Bearer not.a.token');
      let body: BodyInit | undefined;
      // An example is invalid if it was made so, or if the document's own rules refuse its body.
      let invalid = example.invalid;
      if (example.media === 'application/json') {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(example.body ?? null);
        if (bodyRule?.media === 'application/json' && bodyValid && !bodyValid(example.body))
          invalid = true;
      } else if (example.media === 'raw-json') {
        headers.set('content-type', 'application/json');
        body = String(example.body);
        invalid = true;
      } else if (example.media === 'multipart/form-data') {
        body = formData(example.body, files);
      }
      if (!sentHeaders) {
        report.unsent += 1;
        continue;
      }
      let answer: Response;
      try {
        answer = await fetch(target, {
          method: method.toUpperCase(),
          headers,
          body,
          signal: AbortSignal.timeout(20_000),
        });
      } catch {
        report.unsent += 1;
        continue;
      }
      report.examples += 1;
      if (invalid) report.invalid += 1;
      else report.valid += 1;
      const text = await answer.text();
      const status = String(answer.status);
      if (invalid && answer.ok) {
        report.invalidAccepted += 1;
        if (report.acceptedInvalid.length < 10) {
          report.acceptedInvalid.push(
            `${method.toUpperCase()} ${target.pathname} -> ${answer.status}: ${typeof body === 'string' ? JSON.stringify(body.slice(0, 100)) : 'a multipart form'}`,
          );
        }
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      const request = `${method.toUpperCase()} ${target.pathname}${target.search}${invalid ? ' (invalid)' : ''}`;
      const fail = (check: Failure['check'], detail: string) => {
        report.failureCount += 1;
        if (report.failures.length < MAX_FAILURES_KEPT) {
          report.failures.push({ operation: name, check, request, status: answer.status, detail });
        }
      };
      if (answer.status >= 500) fail('not_a_server_error', text.slice(0, 120));
      const documented = operation.responses[status] ?? operation.responses.default;
      if (!documented) {
        fail(
          'status_code_conformance',
          `${status} is not documented (${Object.keys(operation.responses).join(', ')})`,
        );
      } else if (documented.content) {
        const media = mediaTypeOf(answer.headers.get('content-type'));
        const described = documented.content[media];
        if (!described) {
          fail(
            'content_type_conformance',
            `${media || 'no content type'} is not documented for ${status}`,
          );
        } else if (described.schema && media === 'application/json') {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text) as unknown;
          } catch {
            fail('response_schema_conformance', 'the body is not JSON');
            continue;
          }
          const validate = validatorFor(described.schema);
          if (!validate(parsed)) {
            const error = validate.errors?.[0];
            fail(
              'response_schema_conformance',
              `${error?.instancePath || '/'} ${error?.message ?? ''}`,
            );
          }
        }
      }
      // A spent token (logged out everywhere, or revoked): sign in again for the next example.
      if (answer.status === 401 && example.auth === 'token') token = await signIn(options);
    }
  }
  return report;
}
