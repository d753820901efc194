import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Values to write: a string is set (even ''), null or undefined removes the key. */
export type UrlQueryChanges = Record<string, string | null | undefined>;

export interface UrlQuery {
  /** The key's value in the address, or null when absent. */
  get(key: string): string | null;
  /**
   * Writes the changes in one navigation. `replace` changes the current history entry instead
   * of adding one (typing, corrections). Nothing changed: no navigation at all.
   */
  set(changes: UrlQueryChanges, options?: { replace?: boolean }): void;
}

/**
 * The page's query string as state, under a key prefix (two lists on one page keep their
 * own `page` and `sort`: prefix 'trips_' reads `trips_page`). Other keys are left as they are.
 *
 * @example
 * const query = useUrlQuery();
 * const tab = query.get('tab') ?? 'products';
 * query.set({ tab: next === 'products' ? null : next });
 */
export function useUrlQuery(prefix = ''): UrlQuery {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);

  // What the address is about to be: two writes before the router re-renders (a filter
  // and its list's page) build on each other instead of the second undoing the first.
  const latest = useRef(search);
  const seen = useRef(search);
  if (seen.current !== search) {
    seen.current = search;
    latest.current = search;
  }

  const get = useCallback((key: string) => params.get(prefix + key), [params, prefix]);
  const set = useCallback(
    (changes: UrlQueryChanges, { replace = false }: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value == null) next.delete(prefix + key);
        else next.set(prefix + key, value);
      }
      const text = next.toString();
      const nextSearch = text ? `?${text}` : '';
      if (nextSearch === (latest.current || '')) return;
      latest.current = nextSearch;
      navigate({ pathname, search: nextSearch, hash }, { replace });
    },
    [navigate, pathname, hash, prefix],
  );
  return useMemo(() => ({ get, set }), [get, set]);
}
