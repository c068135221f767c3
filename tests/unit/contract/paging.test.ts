// Lists read to their last page: DRF's next links followed, plain lists as they came, links onto the portal's own API address.
import { describe, expect, it } from 'vitest';
import { MAX_PAGES, nextPageUrl, readAllPages, type PageRead } from '@contract/paging';

const API = 'https://api.market.example/api/';
const HISTORY = `${API}wallet/transaction-history/`;

/** A DRF server's pages of `rows` rows `size` at a time, its links written from `linkBase`. */
function drfPages(rows: number, size: number, linkBase = HISTORY) {
  const asked: string[] = [];
  const read = (url: string): Promise<PageRead<string>> => {
    asked.push(url);
    const page = Number(new URL(url).searchParams.get('page') ?? '1');
    const results = Array.from({ length: rows }, (_, i) => ({ id: i + 1 })).slice(
      (page - 1) * size,
      page * size,
    );
    const next = page * size < rows ? `${linkBase}?page=${page + 1}` : null;
    return Promise.resolve({ body: { count: rows, next, previous: null, results }, url });
  };
  return { read, asked };
}

describe('readAllPages', () => {
  it('follows every next link and joins the pages into one list', async () => {
    const server = drfPages(25, 10);
    const list = await readAllPages(HISTORY, server.read);
    expect(list).toEqual({ body: Array.from({ length: 25 }, (_, i) => ({ id: i + 1 })) });
    expect(server.asked).toEqual([HISTORY, `${HISTORY}?page=2`, `${HISTORY}?page=3`]);
  });

  it('gives a plain list, and a single page, back as they came', async () => {
    const plain = [{ id: 1 }];
    expect(await readAllPages(HISTORY, (url) => Promise.resolve({ body: plain, url }))).toEqual({
      body: plain,
    });
    const one = drfPages(3, 10);
    const single = await readAllPages(HISTORY, one.read);
    expect(single).toEqual({
      body: { count: 3, next: null, previous: null, results: [{ id: 1 }, { id: 2 }, { id: 3 }] },
    });
  });

  it('reads the next pages from the portal’s own API address, whatever host DRF wrote', async () => {
    const server = drfPages(12, 10, 'http://10.0.0.7:8000/api/wallet/transaction-history/');
    const list = await readAllPages(HISTORY, server.read);
    expect(server.asked).toEqual([HISTORY, `${HISTORY}?page=2`]);
    expect((list as { body: unknown[] }).body).toHaveLength(12);
  });

  it('fails the whole list when a later page fails: never half a list as the whole', async () => {
    const server = drfPages(25, 10);
    const read = (url: string) =>
      url.endsWith('page=3') ? Promise.resolve({ error: 'offline' }) : server.read(url);
    expect(await readAllPages(HISTORY, read)).toEqual({ error: 'offline' });
  });

  it('stops at a link back to a page already read, and after MAX_PAGES pages', async () => {
    const looping = (url: string): Promise<PageRead<string>> =>
      Promise.resolve({ body: { next: `${HISTORY}?page=2`, results: [{ url }] }, url });
    const list = await readAllPages(HISTORY, looping);
    expect((list as { body: unknown[] }).body).toHaveLength(2);

    let pages = 0;
    const endless = (url: string): Promise<PageRead<string>> => {
      pages += 1;
      return Promise.resolve({ body: { next: `${HISTORY}?page=${pages + 1}`, results: [] }, url });
    };
    await readAllPages(HISTORY, endless);
    expect(pages).toBe(MAX_PAGES);
  });
});

describe('nextPageUrl', () => {
  it('keeps the current address for a link to the same path, and takes any other link as it is', () => {
    expect(nextPageUrl('http://inner:8000/api/x/?page=2', 'https://api.example/api/x/')).toBe(
      'https://api.example/api/x/?page=2',
    );
    expect(nextPageUrl('?page=3', 'https://api.example/api/x/?page=2')).toBe(
      'https://api.example/api/x/?page=3',
    );
    expect(nextPageUrl('https://cdn.example/other/?cursor=a', 'https://api.example/api/x/')).toBe(
      'https://cdn.example/other/?cursor=a',
    );
  });
});
