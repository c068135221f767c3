// The transaction history in DRF-style pages (?page=N, page_size), next and previous as absolute
// URLs on the request's own host; without ?page the plain list, as the spec has it.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../server/routes/historyPages.js';
import { call, login, type JsonResponse } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer({ seedTransactions: 250 });

interface Transaction {
  id: number;
}
interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Transaction[];
}

const history = <T>(token: string, query = '') =>
  call<T>(server, 'GET', `/api/wallet/transaction-history/${query}`, { token });

describe('transaction history pages', () => {
  it('pages through the same rows as the plain list', async () => {
    const token = await login(server, 'verified@vets.example');
    const plain = await history<Transaction[]>(token);
    expect(Array.isArray(plain.body)).toBe(true);
    const rows: Transaction[] = [];
    let url: string | null = `${server.base}/api/wallet/transaction-history/?page=1&page_size=100`;
    const seen: Page[] = [];
    while (url) {
      const page: JsonResponse<Page> = await call<Page>(
        server,
        'GET',
        url.replace(server.base, ''),
        {
          token,
        },
      );
      expect(page.status).toBe(200);
      seen.push(page.body);
      rows.push(...page.body.results);
      url = page.body.next;
    }
    expect(rows.map((t) => t.id)).toEqual(plain.body.map((t) => t.id));
    expect(seen.map((page) => page.count)).toEqual(Array(seen.length).fill(plain.body.length));
    expect(seen[0]?.previous).toBeNull();
    expect(seen[1]?.previous).toBe(
      `${server.base}/api/wallet/transaction-history/?page=1&page_size=100`,
    );
  });

  it("builds next and previous on the request's own host", async () => {
    const token = await login(server, 'verified@vets.example');
    // fetch sends its own Host: node's client sends the one a proxy would pass on.
    const page = await new Promise<Page>((resolve, reject) => {
      const url = new URL('/api/wallet/transaction-history/?page=2&page_size=10', server.base);
      const req = request(url, {
        headers: { Host: 'vets.example:8443', Authorization: `Bearer ${token}` },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(text) as Page));
      });
      req.on('error', reject);
      req.end();
    });
    expect(page.results).toHaveLength(10);
    expect(page.next).toBe(
      'http://vets.example:8443/api/wallet/transaction-history/?page=3&page_size=10',
    );
    expect(page.previous).toBe(
      'http://vets.example:8443/api/wallet/transaction-history/?page=1&page_size=10',
    );
  });

  it('bounds the page size and refuses pages that do not exist', async () => {
    const token = await login(server, 'verified@vets.example');
    const huge = await history<Page>(token, `?page=1&page_size=${MAX_PAGE_SIZE * 10}`);
    expect(huge.body.results.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    for (const page of ['0', '-1', 'two', '999']) {
      expect((await history(token, `?page=${page}`)).status, page).toBe(404);
    }
  });
});
