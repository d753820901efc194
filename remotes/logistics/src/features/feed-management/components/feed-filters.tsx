import { FilterBar, useFilterParams, type ListFilters } from '@maziwa/ui';
import { useId, useMemo } from 'react';
import { categoryFilterOptions, stockFilterOptions } from './feed-text';

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
          <select id={`${id}-stock`} className="mz-filter-bar__input" value={value.stock} onChange={(e) => onChange({ ...value, stock: e.target.value })}>
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

/** The filters as the store's list endpoints take them: q, from/to and filter=category:...,low_stock:true. */
export function useFeedFilterParams({ bar, stock }: FeedFiltersValue) {
  const barParams = useFilterParams(bar);
  return useMemo(() => {
    const { status: category, ...params } = barParams;
    const filter = [category ? `category:${category}` : '', stock === 'low' ? 'low_stock:true' : ''].filter(Boolean).join(',');
    return { ...params, ...(filter ? { filter } : {}) };
  }, [barParams, stock]);
}
