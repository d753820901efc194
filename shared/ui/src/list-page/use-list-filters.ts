import { useCallback, useEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import { isMonth } from '../format/months';
import { emptyListFilters, paymentStatusOptions, readMonthFilter, type ListFilters } from './list-filters';
import { useUrlQuery } from './use-url-query';

export interface UseListFiltersOptions {
  /** Before each key, for a second list with its own filters on the same page. */
  prefix?: string;
  /** Pause in typing before the search goes into the address, in ms. Default 300 (as useFilterParams). */
  debounce?: number;
  /** The status values this list offers; another one in the address is ignored. Default: any word. */
  statuses?: readonly string[];
}

type SelectKey = Exclude<keyof ListFilters, 'search'>;

/** The address keys of the filters besides the search (`q`), and what each accepts. */
const SELECTS: { key: SelectKey; param: string; valid(value: string, statuses?: readonly string[]): boolean }[] = [
  { key: 'date', param: 'date', valid: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) },
  // 'yyyy-MM', or an old link's 1-12 (this year's month), read as 'yyyy-MM' below.
  { key: 'month', param: 'month', valid: (v) => isMonth(v) || /^([1-9]|1[0-2])$/.test(v) },
  { key: 'status', param: 'status', valid: (v, statuses) => (statuses ? statuses.includes(v) : /^[\w-]+$/.test(v)) },
  { key: 'paymentStatus', param: 'payment_status', valid: (v) => paymentStatusOptions.some((o) => o.value === v) },
];

/**
 * Filter state of a list page, kept in the address (`?q=jo&status=delayed&month=2026-02`) so a
 * reload, Back and a shared link show the same list (docs/rules.md#list-state-in-the-url).
 * Defaults are not written; a value the list cannot take falls back to its default. A
 * select adds a history entry; the search box shows each letter at once but writes the
 * address after a pause in typing, and a search being refined replaces its entry (one
 * Back undoes the search). Every change goes back to page 1 (the `page` of the same prefix).
 *
 * @example
 * const [filters, setFilters] = useListFilters();
 * <FilterBar value={filters} onChange={setFilters} />
 * const list = useFarmers(orgId, useFilterParams(filters));
 */
export function useListFilters(
  initial?: Partial<ListFilters>,
  { prefix = '', debounce = 300, statuses }: UseListFiltersOptions = {},
): [ListFilters, (next: SetStateAction<ListFilters>) => void] {
  const { get, set } = useUrlQuery(prefix);
  const defaultsKey = JSON.stringify({ ...emptyListFilters, ...initial });
  const defaults = useMemo(() => {
    const given = JSON.parse(defaultsKey) as ListFilters;
    return { ...given, month: readMonthFilter(given.month) };
  }, [defaultsKey]);

  const urlSearch = get('q') ?? defaults.search;
  const [typed, setTyped] = useState(urlSearch);
  // The search this hook wrote and the address does not show yet: when it does, the box
  // already shows it (and may hold more letters by then). State, not a ref: the router
  // renders in a transition that React may throw away and redo, so this must stay pure.
  const [written, setWritten] = useState<string | null>(null);
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  if (seenSearch !== urlSearch) {
    setSeenSearch(urlSearch);
    if (urlSearch === written) setWritten(null);
    // Back, Forward or a link changed the search: the box shows it.
    else setTyped(urlSearch);
  }

  useEffect(() => {
    if (typed === urlSearch || typed === written) return undefined;
    const timer = setTimeout(() => {
      setWritten(typed);
      // Starting a search adds one history entry; refining or clearing it replaces that one.
      set({ q: typed === defaults.search ? null : typed, page: null }, { replace: urlSearch !== defaults.search });
    }, debounce);
    return () => clearTimeout(timer);
  }, [typed, urlSearch, written, defaults, debounce, set]);

  const selects = SELECTS.map(({ key, param, valid }) => {
    const value = get(param);
    if (value === null || (value !== '' && !valid(value, statuses))) return defaults[key];
    // The Month select offers 'yyyy-MM' only: `month=2` of an old link shows as February of this year.
    return key === 'month' ? readMonthFilter(value) : value;
  });
  const [date, month, status, paymentStatus] = selects;
  const filters = useMemo<ListFilters>(
    () => ({ search: typed, date, month, status, paymentStatus }),
    [typed, date, month, status, paymentStatus],
  );

  const latest = useRef(filters);
  latest.current = filters;
  const setFilters = useCallback(
    (action: SetStateAction<ListFilters>) => {
      const current = latest.current;
      const next = typeof action === 'function' ? action(current) : action;
      if (next.search !== current.search) setTyped(next.search);
      const changes: Record<string, string | null> = {};
      for (const { key, param } of SELECTS) {
        if (next[key] !== current[key]) changes[param] = next[key] === defaults[key] ? null : next[key];
      }
      if (Object.keys(changes).length > 0) set({ ...changes, page: null });
    },
    [defaults, set],
  );
  return [filters, setFilters];
}
