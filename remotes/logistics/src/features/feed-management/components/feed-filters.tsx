import { FilterBar, useFilterParams, useListFilters, useUrlQuery, type ListFilters } from '@maziwa/ui';
import { useCallback, useId, useMemo } from 'react';
import { categoryFilterOptions, stockFilterOptions } from '../model/feed-text';

export interface FeedFiltersValue {
  bar: ListFilters;
  /** '' or 'low'. */
  stock: string;
}

export interface FeedFiltersProps {
  value: FeedFiltersValue;
  onChange(next: FeedFiltersValue): void;
  searchPlaceholder: string;
  /** Products: the Low stock select; lists of movements: the day. */
  kind: 'products' | 'movements';
}

/**
 * Search, Category (the filter bar's select) and either Stock (products) or a day (receipts,
 * issues). All filter on the server.
 */
export function FeedFilters({ value, onChange, searchPlaceholder, kind }: FeedFiltersProps) {
  const id = useId();
  return (
    <div className="feed-filters">
      <FilterBar
        value={value.bar}
        onChange={(bar) => onChange({ ...value, bar })}
        statusOptions={categoryFilterOptions}
        statusLabel="Category"
        show={{ date: kind === 'movements', month: false }}
        searchPlaceholder={searchPlaceholder}
      />
      {kind === 'products' && (
        <div className="mz-filter-bar__control">
          <label htmlFor={`${id}-stock`} className="mz-visually-hidden">
            Stock
          </label>
          <select
            id={`${id}-stock`}
            className="mz-filter-bar__input"
            value={value.stock}
            onChange={(e) => onChange({ ...value, stock: e.target.value })}
          >
            {stockFilterOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

/**
 * A tab's filters, kept in the address like every list's (docs/rules.md#list-state-in-the-url):
 * the filter bar's keys and `stock=low`.
 *
 * @example const [filters, setFilters] = useFeedFilters();
 */
export function useFeedFilters(): [FeedFiltersValue, (next: FeedFiltersValue) => void] {
  const [bar, setBar] = useListFilters();
  const { get, set } = useUrlQuery();
  const stock = get('stock') === 'low' ? 'low' : '';
  const value = useMemo(() => ({ bar, stock }), [bar, stock]);
  const onChange = useCallback(
    (next: FeedFiltersValue) => {
      if (next.bar !== bar) setBar(next.bar);
      // A new stock filter starts at page 1, as the bar's filters do.
      if (next.stock !== stock) set({ stock: next.stock || null, page: null });
    },
    [bar, stock, setBar, set],
  );
  return [value, onChange];
}

/** The filters as the store's list endpoints take them: q, from/to and filter=category:...,low_stock:true. */
export function useFeedFilterParams({ bar, stock }: FeedFiltersValue) {
  const barParams = useFilterParams(bar);
  return useMemo(() => {
    const { status: category, ...params } = barParams;
    const filter = [category ? `category:${category}` : '', stock === 'low' ? 'low_stock:true' : '']
      .filter(Boolean)
      .join(',');
    return { ...params, ...(filter ? { filter } : {}) };
  }, [barParams, stock]);
}
