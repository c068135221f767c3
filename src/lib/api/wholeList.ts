// A list endpoint's queryFn: every page of a list, read through the API slice's baseQuery, then decoded as one list.
import type { FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import { readAllPages } from '@contract/paging';
import type { ApiMeta } from './apiMeta';

type Answer = QueryReturnValue<unknown, FetchBaseQueryError, ApiMeta>;
type Refusal = { error: FetchBaseQueryError; meta?: ApiMeta };

/**
 * The queryFn of a list at `path`: its pages in turn (DRF's `next` links, contract/paging.ts),
 * each through the slice's baseQuery (token, renewal, the worker's copies), decoded by `decode`.
 * The first page's meta goes with the answer; a page that fails fails the list with its error.
 */
export function wholeList<T>(path: string, decode: (body: unknown) => T) {
  return async (
    _arg: void,
    _api: unknown,
    _extraOptions: unknown,
    baseQuery: (url: string) => Answer | PromiseLike<Answer>,
  ): Promise<QueryReturnValue<T, FetchBaseQueryError, ApiMeta>> => {
    let meta: ApiMeta | undefined;
    const list = await readAllPages<Refusal>(path, async (url) => {
      const answer = await baseQuery(url);
      meta ??= answer.meta;
      if (answer.error) return { error: { error: answer.error, meta: answer.meta } };
      return { body: answer.data, url: answer.meta?.request.url ?? url };
    });
    if ('error' in list) return list.error;
    return meta ? { data: decode(list.body), meta } : { data: decode(list.body) };
  };
}
