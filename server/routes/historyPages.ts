// The transaction history in DRF-style pages (?page=N, optional page_size): {count, next,
// previous, results}, with next and previous as absolute URLs on the request's own host.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/schema.js';
import type { TransactionRow } from '../db/rows.js';
import { httpError } from '../errors.js';
import { transactionJson } from '../serializers/transaction.js';
import type { Transaction } from '../../contract/wire/wallet.js';

export interface PageQuery {
  page?: string;
  page_size?: string;
}

/** One page of transactions, as DRF's PageNumberPagination answers. */
export interface TransactionPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Transaction[];
}

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;
export const INVALID_PAGE = 'Invalid page.';

const WHOLE = /^\d{1,9}$/;

/** page_size as DRF reads it: a positive whole number, at most MAX_PAGE_SIZE; else the default. */
function pageSize(raw: string | undefined): number {
  if (raw === undefined || !WHOLE.test(raw) || Number(raw) < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(Number(raw), MAX_PAGE_SIZE);
}

/**
 * The page `request.query.page` names of the vet's transactions, in the plain list's order (the
 * pages one after another are that list). 404 "Invalid page." for a page that is not a whole
 * number from 1 or lies past the last (page 1 of none is an empty page). Unlike DRF, `previous`
 * of page 2 names page=1: without a page this route answers the plain list.
 */
export function historyPage(
  db: Db,
  request: FastifyRequest<{ Querystring: PageQuery }>,
  vetId: number,
): TransactionPage {
  const raw = request.query.page ?? '';
  const page = WHOLE.test(raw) ? Number(raw) : 0;
  const size = pageSize(request.query.page_size);
  const { count } = db
    .prepare('SELECT COUNT(*) AS count FROM transactions WHERE user_id = ?')
    .get(vetId) as { count: number };
  const pages = Math.max(1, Math.ceil(count / size));
  if (page < 1 || page > pages) throw httpError(404, INVALID_PAGE);
  const rows = db
    .prepare(
      `SELECT id, user_id, reference, created_at, description, transaction_type, amount_cents
       FROM transactions WHERE user_id = ? ORDER BY created_at ASC, id ASC LIMIT ? OFFSET ?`,
    )
    .all(vetId, size, (page - 1) * size) as TransactionRow[];
  const pathname = request.url.split('?')[0] ?? '';
  const sized = request.query.page_size === undefined ? '' : `&page_size=${size}`;
  const link = (n: number) => `${request.protocol}://${request.host}${pathname}?page=${n}${sized}`;
  return {
    count,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map(transactionJson),
  };
}
