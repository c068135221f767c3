// The one reader of the server's error bodies (Django REST framework style): {"error"}, {"detail"}, {"field": ["…"]}.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first non-empty text of a body value: a string, or a list of strings. */
export function firstText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value)) {
    const first: unknown = value.find((entry) => typeof entry === 'string' && entry.trim());
    return typeof first === 'string' ? first.trim() : null;
  }
  return null;
}

/** The text of the first of `keys` that carries one. */
export function textAt(body: unknown, keys: readonly string[]): string | null {
  if (!isRecord(body)) return null;
  for (const key of keys) {
    const text = firstText(body[key]);
    if (text) return text;
  }
  return null;
}

/** The server's words: error, detail, non_field_errors, then the first field that says something. */
export function serverMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  return (
    textAt(body, ['error', 'detail', 'non_field_errors']) ??
    Object.values(body).map(firstText).find(Boolean) ??
    null
  );
}

/** Field errors placed on a form's fields by `fields` (server key -> form field), in body order. */
export function fieldErrors<K extends string>(
  body: unknown,
  fields: Record<string, K>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  if (!isRecord(body)) return errors;
  for (const [key, value] of Object.entries(body)) {
    const field = fields[key];
    const text = firstText(value);
    if (field && text && errors[field] === undefined) errors[field] = text;
  }
  return errors;
}
