// Lists in pages (DRF's {count, next, previous, results}) or whole (a JSON array): read to the end, for the app, the worker and the outbox alike.

/** A list longer than this many pages is read no further (a server whose links never end). */
export const MAX_PAGES = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for a DRF page: an object with a `results` list. */
export const isPage = (body: unknown): body is { results: unknown } =>
  isRecord(body) && Array.isArray(body.results);

/** A page's `next` link, or null for the last page and for anything that is not a page. */
export function nextLink(body: unknown): string | null {
  if (!isPage(body)) return null;
  const { next } = body as { next?: unknown };
  return typeof next === 'string' && next.trim() ? next.trim() : null;
}

/**
 * Where the next page is read from. DRF writes `next` from the address the request reached it
 * by, which behind a proxy can differ from the one the portal calls (http for https, an inner host
 * name): a link to the same path is read from the current page's origin and path, with the link's
 * query. Any other link is read as it is.
 */
export function nextPageUrl(link: string, current: string): string {
  let here: URL;
  let next: URL;
  try {
    here = new URL(current);
    next = new URL(link, here);
  } catch {
    return link; // no absolute address to read it against: the link as it came
  }
  return next.pathname === here.pathname
    ? `${here.origin}${here.pathname}${next.search}`
    : next.href;
}

/** One page as read: its body and the address it was read from (absolute). */
export type PageRead<E> = { body: unknown; url: string } | { error: E };

/**
 * Reads a list from its first address to its last page. A plain list, or a single page, comes
 * back as it came; pages come back as one array of every page's rows, so the decoders see one
 * list either way. The first error ends the reading: half a list is never shown as the whole.
 */
export async function readAllPages<E>(
  first: string,
  read: (url: string) => Promise<PageRead<E>>,
): Promise<{ body: unknown } | { error: E }> {
  const firstPage = await read(first);
  if ('error' in firstPage) return firstPage;
  let link = nextLink(firstPage.body);
  if (link === null) return { body: firstPage.body };
  const rows: unknown[] = [...(firstPage.body as { results: unknown[] }).results];
  const seen = new Set([firstPage.url]);
  let current = firstPage.url;
  for (let pages = 1; link !== null && pages < MAX_PAGES; pages += 1) {
    const url = nextPageUrl(link, current);
    if (seen.has(url)) break; // a link back to a page already read
    seen.add(url);
    const page = await read(url);
    if ('error' in page) return page;
    if (Array.isArray(page.body)) return { body: [...rows, ...(page.body as unknown[])] };
    if (!isPage(page.body)) return { body: page.body }; // neither: the decoder says what is wrong
    rows.push(...(page.body.results as unknown[]));
    current = page.url;
    link = nextLink(page.body);
  }
  return { body: rows };
}
