import { DateRangeFilter, FilterSearch, FilterSelect, useDebouncedValue, type FilterOption } from '@maziwa/ui';
import { useId, useMemo, useState } from 'react';
import {
  emptyExtensionFilters,
  extensionParams,
  type ExtensionFilters,
  type ExtensionListParams,
  type ParamNames,
} from '../model/extension-filters';
import { topicOptions, withAll } from '../model/extension-text';
import './extension-services.css';

/** @example const [filters, setFilters] = useExtensionFilters(); */
export function useExtensionFilters() {
  return useState<ExtensionFilters>(emptyExtensionFilters);
}

/** extensionParams with the search debounced, so typing does not ask the API per key. */
export function useExtensionParams(filters: ExtensionFilters, names: ParamNames): ExtensionListParams {
  const search = useDebouncedValue(filters.search, 300);
  const { officer, topic, status, flagged, from, to } = filters;
  const { status: statusName, flag } = names;
  return useMemo(
    () => extensionParams({ search, officer, topic, status, flagged, from, to }, { status: statusName, flag }),
    [search, officer, topic, status, flagged, from, to, statusName, flag],
  );
}

export interface ExtensionFilterBarProps {
  value: ExtensionFilters;
  onChange(next: ExtensionFilters): void;
  officers: FilterOption[];
  /** The Status select's options ("All ..." first) and name. */
  statusOptions: FilterOption[];
  statusLabel: string;
  /** The checkbox's text: "Overdue only", "Follow-ups due only". */
  flagLabel: string;
  /** What the dates narrow: "Due", "Date". */
  dateLabel: string;
  /** The page's declared `search` (its pages.json), which its first frame draws too. */
  searchPlaceholder?: string;
}

/**
 * The filter bar of Assignments and Call Logs (docs/screens.md#assignments): search, officer,
 * topic, status or channel, a flag (overdue, follow-ups due) and a date range, each labelled.
 */
export function ExtensionFilterBar({
  value,
  onChange,
  officers,
  statusOptions,
  statusLabel,
  flagLabel,
  dateLabel,
  searchPlaceholder,
}: ExtensionFilterBarProps) {
  const id = useId();
  const set =
    <K extends keyof ExtensionFilters>(key: K) =>
    (next: ExtensionFilters[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <div className="mz-filter-bar" role="search" aria-label="Filters">
      <FilterSearch id={`${id}-search`} placeholder={searchPlaceholder} value={value.search} onChange={set('search')} />
      <FilterSelect
        id={`${id}-officer`}
        label="Officer"
        options={withAll('All Officers', officers)}
        value={value.officer}
        onChange={set('officer')}
      />
      <FilterSelect
        id={`${id}-topic`}
        label="Topic"
        options={withAll('All Topics', topicOptions)}
        value={value.topic}
        onChange={set('topic')}
      />
      <FilterSelect
        id={`${id}-status`}
        label={statusLabel}
        options={statusOptions}
        value={value.status}
        onChange={set('status')}
      />
      <DateRangeFilter
        id={`${id}-days`}
        fromLabel={`${dateLabel} from`}
        toLabel="to"
        value={{ from: value.from, to: value.to }}
        onChange={(range) => onChange({ ...value, ...range })}
      />
      <div className="mz-filter-bar__control extension-filters__flag">
        <input
          id={`${id}-flag`}
          type="checkbox"
          checked={value.flagged}
          onChange={(e) => set('flagged')(e.target.checked)}
        />
        <label htmlFor={`${id}-flag`}>{flagLabel}</label>
      </div>
    </div>
  );
}
