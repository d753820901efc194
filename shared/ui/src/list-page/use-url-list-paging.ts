import { useCallback, useMemo } from 'react';
import type { DataTableSort } from '../data-table/types';
import { useUrlQuery } from './use-url-query';

export interface UrlListPagingOptions {
  /** Before `page` and `sort`, for a second list on the same page: 'trips_' gives `trips_page`. */
  prefix?: string;
  /** The sort of a clean address (not written). Default none: the API's own order. */
  defaultSort?: DataTableSort | null;
}

/** The page and sort of a server list, for `useServerList({ state })` of @maziwa/api-client. */
export interface UrlListPaging {
  page: number;
  sort: DataTableSort | null;
  setPage(page: number, options?: { replace?: boolean }): void;
  setSort(sort: DataTableSort | null): void;
}

// The API's own sort format (`field` or `-field`); anything else in a typed or old link is ignored.
const SORT = /^(-?)([A-Za-z_][A-Za-z0-9_.]*)$/;
const PAGE = /^[1-9]\d{0,8}$/;

const sortText = (sort: DataTableSort | null) => (sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : '');

function parseSort(text: string | null, fallback: DataTableSort | null): DataTableSort | null {
  if (text === null) return fallback;
  // `sort=` (empty): the person chose no sort over a default one.
  if (text === '') return null;
  const match = SORT.exec(text);
  return match ? { field: match[2], direction: match[1] ? 'desc' : 'asc' } : fallback;
}

/**
 * A server list's page and sort in the address (`?page=3&sort=-date`), so a reload, Back
 * and a shared link show the same page in the same order. Page 1 and the default sort are
 * not written (a clean list has a clean address); an unreadable value falls back to the
 * default. A page or sort change adds a history entry; a new sort goes back to page 1.
 *
 * @example
 * export function useFarmers(orgId, { q, status }) {
 *   return useServerList({ key, endpoint, params: { organization_id: orgId, q, status }, state: useUrlListPaging() });
 * }
 */
export function useUrlListPaging({ prefix = '', defaultSort = null }: UrlListPagingOptions = {}): UrlListPaging {
  const query = useUrlQuery(prefix);
  const pageText = query.get('page');
  const sortParam = query.get('sort');
  const page = pageText !== null && PAGE.test(pageText) ? Number(pageText) : 1;
  const defaultText = sortText(defaultSort);
  const sort = useMemo(
    () => parseSort(sortParam, defaultText ? parseSort(defaultText, null) : null),
    [sortParam, defaultText],
  );

  const { set } = query;
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      set({ page: next > 1 ? String(next) : null }, { replace }),
    [set],
  );
  const setSort = useCallback(
    (next: DataTableSort | null) => {
      const text = sortText(next);
      set({ sort: text === defaultText ? null : text, page: null });
    },
    [set, defaultText],
  );
  return useMemo(() => ({ page, sort, setPage, setSort }), [page, sort, setPage, setSort]);
}
