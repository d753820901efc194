import { useMemo } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { filtersToParams, type FiltersToParamsOptions, type ListFilterParams } from './filters-to-params';
import type { ListFilters } from './list-filters';

export interface UseFilterParamsOptions extends Omit<FiltersToParamsOptions, 'now'> {
  /** Pause in typing before the search is sent, in ms. Default 300. */
  debounce?: number;
}

/**
 * The filter bar's values as query parameters for a server list, with the search
 * debounced (selects and dates apply at once). Stable while the values are.
 *
 * @example
 * const [filters, setFilters] = useListFilters();
 * const params = useFilterParams(filters);
 * const list = useServerList({ key: ['routes', orgId], endpoint: routesList, params: { ...params, org_id: orgId } });
 */
export function useFilterParams(
  filters: ListFilters,
  { debounce = 300, paymentList = false }: UseFilterParamsOptions = {},
): ListFilterParams {
  const search = useDebouncedValue(filters.search, debounce);
  const { date, month, status, paymentStatus } = filters;
  return useMemo(
    () => filtersToParams({ search, date, month, status, paymentStatus }, { paymentList }),
    [search, date, month, status, paymentStatus, paymentList],
  );
}
