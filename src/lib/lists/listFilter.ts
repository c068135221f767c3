// Pure helpers for filterable lists: free-text search words, select options, and unknown select values.

/** Every word of the query must appear in one of the row's searchable texts (case-insensitive). */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The distinct values of one column, sorted, for a filter's options. */
export function distinctValues<T>(rows: readonly T[], pick: (row: T) => string): string[] {
  return [...new Set(rows.map(pick))].sort((a, b) => a.localeCompare(b));
}

/** The filter with any select value its options do not offer (from an edited URL) read as '' ("All"). */
export function offeredOnly<F extends Record<keyof F, string>>(
  asked: F,
  options: Partial<Record<keyof F, readonly string[]>>,
): F {
  const filter = { ...asked };
  for (const key of Object.keys(options) as (keyof F)[]) {
    if (!options[key]?.includes(asked[key])) filter[key] = '' as F[keyof F];
  }
  return filter;
}
