/** The Messages list's filters and what they send the API (pure: the bar is components/messages-filter-bar.tsx). */

/** The filter bar's values; '' means "all". */
export interface MessageFilters {
  search: string;
  status: string;
  event: string;
  /** yyyy-MM-dd, inclusive: the day the message was written, in the organisation's zone. */
  from: string;
  to: string;
}

export const emptyMessageFilters: MessageFilters = { search: '', status: '', event: '', from: '', to: '' };

/** What GET /messages takes besides paging and the organisation. */
export interface MessageListParams {
  q?: string;
  status?: string;
  event?: string;
  from?: string;
  to?: string;
}

/**
 * The filters as API parameters, blanks left out.
 *
 * @example messageParams({ ...emptyMessageFilters, search: ' jane ', status: 'failed' }) // { q: 'jane', status: 'failed' }
 */
export function messageParams(filters: MessageFilters): MessageListParams {
  const params: MessageListParams = {};
  const q = filters.search.trim();
  if (q) params.q = q;
  if (filters.status) params.status = filters.status;
  if (filters.event) params.event = filters.event;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return params;
}
