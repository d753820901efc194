import { monthDays } from '../format/months';
import { readMonthFilter, type ListFilters } from './list-filters';

/** What the filter bar asks every list and report endpoint for (issue 3 query). */
export interface ListFilterParams {
  /** Search text, trimmed. */
  q?: string;
  /** First day, yyyy-MM-dd, inclusive. */
  from?: string;
  /** Last day, yyyy-MM-dd, inclusive. */
  to?: string;
  status?: string;
}

export interface FiltersToParamsOptions {
  /**
   * A payment list (docs/screens.md#filter-bar): the Payment Status select, when chosen, is the `status`
   * sent; otherwise the Status select is.
   */
  paymentList?: boolean;
  /** "Today", whose year (in the organisation's zone) an old address's month 1-12 is of. Default now. */
  now?: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filter bar's values as API query parameters: search -> `q`, a date -> `from` = `to`
 * = that day, a month ('yyyy-MM'; an old address's 1-12 is this year's) -> `from`/`to` of that month, status ->
 * `status`. A date and a month together narrow to their overlap (both must hold, so a
 * date outside the month gives `from` after `to`: nothing matches). Empty filters are
 * left out.
 *
 * @example
 * filtersToParams({ ...emptyListFilters, search: ' wanj ', month: '2025-02' })
 * // { q: 'wanj', from: '2025-02-01', to: '2025-02-28' }
 */
export function filtersToParams(filters: ListFilters, options: FiltersToParamsOptions = {}): ListFilterParams {
  const params: ListFilterParams = {};
  const q = filters.search.trim();
  if (q) params.q = q;

  const ranges: { from: string; to: string }[] = [];
  if (DAY.test(filters.date)) ranges.push({ from: filters.date, to: filters.date });
  const month = readMonthFilter(filters.month, options.now);
  if (month) ranges.push(monthDays(month));
  if (ranges.length) {
    params.from = ranges.map((r) => r.from).reduce((a, b) => (a > b ? a : b));
    params.to = ranges.map((r) => r.to).reduce((a, b) => (a < b ? a : b));
  }

  const status = (options.paymentList && filters.paymentStatus) || filters.status;
  if (status) params.status = status;
  return params;
}
