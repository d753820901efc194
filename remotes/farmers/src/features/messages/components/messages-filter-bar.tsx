import { DateRangeFilter, FilterSearch, FilterSelect, useFilterParams, useListFilters, useUrlQuery } from '@maziwa/ui';
import { useCallback, useId, useMemo } from 'react';
import { messageParams, type MessageFilters, type MessageListParams } from '../model/message-filters';
import { MESSAGE_STATUSES, messageEventOptions, messageStatusOptions } from '../model/message-text';
import './messages.css';

const STATUSES = Object.keys(MESSAGE_STATUSES);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOr = (value: string | null) => (value && DAY.test(value) ? value : '');

/**
 * The Messages filters, kept in the address (`?q=jane&status=failed&event=delivery&from=...`) as
 * every list's are (docs/rules.md#list-state-in-the-url): the kit's search and status, and the
 * event and days beside them. Every change goes back to page 1.
 *
 * @example const [filters, setFilters, params] = useMessageFilters();
 */
export function useMessageFilters(): [MessageFilters, (next: MessageFilters) => void, MessageListParams] {
  const [listFilters, setListFilters] = useListFilters(undefined, { statuses: STATUSES });
  const query = useUrlQuery();
  const event = query.get('event') ?? '';
  const from = dayOr(query.get('from'));
  const to = dayOr(query.get('to'));
  const filters = useMemo<MessageFilters>(
    () => ({ search: listFilters.search, status: listFilters.status, event, from, to }),
    [listFilters.search, listFilters.status, event, from, to],
  );
  const setFilters = useCallback(
    (next: MessageFilters) => {
      setListFilters((current) => ({ ...current, search: next.search, status: next.status }));
      query.set({ event: next.event || null, from: next.from || null, to: next.to || null, page: null });
    },
    [setListFilters, query],
  );
  // The search is debounced by the kit; the rest applies at once.
  const { q } = useFilterParams(listFilters);
  const params = useMemo(() => messageParams({ ...filters, search: q ?? '' }), [filters, q]);
  return [filters, setFilters, params];
}

export interface MessagesFilterBarProps {
  value: MessageFilters;
  onChange(next: MessageFilters): void;
  /** The page's declared `search` (its pages.json), which its first frame draws too. */
  searchPlaceholder?: string;
}

/** Search, Status, Event and the days written from/to, each labelled (docs/screens.md#messages). */
export function MessagesFilterBar({ value, onChange, searchPlaceholder }: MessagesFilterBarProps) {
  const id = useId();
  const set = (key: keyof MessageFilters) => (next: string) => onChange({ ...value, [key]: next });
  return (
    <div className="mz-filter-bar" role="search" aria-label="Filters">
      <FilterSearch id={`${id}-search`} placeholder={searchPlaceholder} value={value.search} onChange={set('search')} />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        options={messageStatusOptions}
        value={value.status}
        onChange={set('status')}
      />
      <FilterSelect
        id={`${id}-event`}
        label="Event"
        options={messageEventOptions}
        value={value.event}
        onChange={set('event')}
      />
      <DateRangeFilter
        id={`${id}-days`}
        fromLabel="From"
        toLabel="To"
        value={{ from: value.from, to: value.to }}
        onChange={(range) => onChange({ ...value, ...range })}
      />
    </div>
  );
}
