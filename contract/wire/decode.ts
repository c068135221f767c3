// Reading an answer with its schema: the "expected …, got …" messages, objects and lists as servers send them, the DecodeError thrown.
import * as v from 'valibot';
import { DecodeError, notA } from './decodeError.js';

/** A schema's or action's message: expected `what`, got what the issue received. */
export const expected =
  (what: string) =>
  (issue: { input: unknown }): string =>
    notA(what, issue.input);

/** Any schema an answer or a request is read with. */
export type Schema = v.GenericSchema;

type Entries = v.ObjectEntries;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON object read field by field; fields the portal does not know are left behind. A field
 * that is missing fails as its own schema fails for nothing; a list is not an object.
 */
export function record<const E extends Entries>(entries: E) {
  const schema = v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry = typeof key === 'string' ? entries[key] : undefined;
    const missing = entry && v.safeParse(entry, undefined, { abortEarly: true }).issues?.[0];
    return missing ? missing.message : notA('an object', issue.input);
  });
  const run = schema['~run'];
  return {
    ...schema,
    '~run'(dataset, config) {
      if (!Array.isArray(dataset.value)) return run.call(this, dataset, config);
      // The library would read a list as an object without fields: refused as what it is.
      const refused = run.call(this, { value: null }, config);
      for (const issue of refused.issues ?? []) {
        Object.assign(issue, { input: dataset.value, message: notA('an object', dataset.value) });
      }
      return refused;
    },
  } as typeof schema;
}

/** A list: a JSON array, or one DRF page {count, next, previous, results} of the same rows. */
export function list<S extends Schema>(row: S) {
  const rows = v.array(row, expected('a list'));
  const page = record({
    count: v.optional(v.unknown()),
    next: v.optional(v.unknown()),
    previous: v.optional(v.unknown()),
    results: rows,
  });
  return v.union(
    [
      rows,
      v.pipe(
        page,
        v.transform((body) => body.results),
      ),
    ],
    expected('a list'),
  );
}

type Issue = v.BaseIssue<unknown>;
type PathItem = NonNullable<Issue['path']>[number];

/** What went wrong, where; `checked` when the value was of the right kind but failed a check. */
interface Found {
  path: readonly PathItem[];
  message: string;
  checked: boolean;
}

/**
 * The issue that says what is wrong: within a list or an either-or, the one that reached into a
 * row or a field, else one whose kind was right but whose value was not (the others only say the
 * whole was not their kind), with the path to it.
 */
function deepest(issue: Issue): Found {
  const own = issue.path ?? [];
  const inner = issue.issues?.map(deepest) ?? [];
  const found = inner.find((sub) => sub.path.length > 0) ?? inner.find((sub) => sub.checked);
  if (!found) return { path: own, message: issue.message, checked: issue.kind !== 'schema' };
  return { ...found, path: [...own, ...found.path] };
}

/** Where an issue is, as the app names it: "orders[3].products[0].price" (a page's results are its rows). */
function fieldOf(root: string, path: readonly PathItem[]): string {
  let field = root;
  for (const item of path) {
    if (item.key === 'results' && isRecord(item.input)) continue;
    field += typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`;
  }
  return field;
}

/** A decoder for answers of `schema`; errors name fields from `root` ("profile.user.id"). */
export function decoder<S extends Schema>(schema: S, root: string) {
  return (body: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, body, { abortEarly: true });
    if (result.success) return result.output;
    const issue = deepest(result.issues[0]);
    const detail = issue.message;
    throw new DecodeError(fieldOf(root, issue.path), detail);
  };
}
