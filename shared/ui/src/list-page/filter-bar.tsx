import { useId, useMemo } from 'react';
import {
  monthFilterOptions,
  paymentListStatusOptions,
  paymentStatusOptions,
  scheduleStatusOptions,
  type ListFilters,
  type Option,
  type OptionGroup,
} from './list-filters';
import { DatePicker } from '../date-time-picker/date-picker';
import { FilterSearch } from './filter-search';
import './list-page.css';

type FilterKey = keyof ListFilters;

export interface FilterBarProps {
  value: ListFilters;
  onChange(next: ListFilters): void;
  /**
   * 'schedule' (default): Completed, In Progress, Delayed; 'payment': the raw values; or a
   * list's own statuses (put an "All Status" option with value '' first).
   */
  statusOptions?: 'schedule' | 'payment' | Option[];
  /** What the status select chooses, for screen readers, when a list's own options are not statuses. Default "Status". */
  statusLabel?: string;
  /** Which controls to show. Default: search, date, month and status; not payment status. */
  show?: Partial<Record<FilterKey, boolean>>;
  /** What the search looks in. Default "Search by Farmer Name or ID" (docs/screens.md#filter-bar). */
  searchPlaceholder?: string;
}

const defaultShow: Record<FilterKey, boolean> = {
  search: true,
  date: true,
  month: true,
  status: true,
  paymentStatus: false,
};

/**
 * The filter bar of every list page (docs/screens.md#filter-bar): search, date, month, status and payment
 * status. Each control is labelled for screen readers. The Month select is one control that fits a
 * phone: All Months, then this year's months and every month of the two years before, grouped by year.
 *
 * @example
 * const [filters, setFilters] = useListFilters();
 * <FilterBar value={filters} onChange={setFilters} statusOptions="payment" show={{ paymentStatus: true }} />
 */
export function FilterBar({
  value,
  onChange,
  statusOptions = 'schedule',
  statusLabel = 'Status',
  show,
  searchPlaceholder = 'Search by Farmer Name or ID',
}: FilterBarProps) {
  const id = useId();
  const visible = { ...defaultShow, ...show };
  const set = (key: FilterKey) => (next: string) => onChange({ ...value, [key]: next });
  // Not a module constant: a console left open over the turn of a month offers the new
  // month once the filter changes.
  const months = useMemo(() => monthFilterOptions(new Date(), value.month), [value.month]);

  return (
    <div className="mz-filter-bar" role="search" aria-label="Filters">
      {visible.search && (
        <FilterSearch
          id={`${id}-search`}
          placeholder={searchPlaceholder}
          value={value.search}
          onChange={set('search')}
        />
      )}
      {visible.date && (
        <div className="mz-filter-bar__control">
          <label htmlFor={`${id}-date`} className="mz-visually-hidden">
            Date
          </label>
          <DatePicker
            id={`${id}-date`}
            label="Date"
            inputClassName="mz-filter-bar__input"
            value={value.date}
            onChange={set('date')}
          />
        </div>
      )}
      {visible.month && (
        <FilterSelect id={`${id}-month`} label="Month" options={months} value={value.month} onChange={set('month')} />
      )}
      {visible.status && (
        <FilterSelect
          id={`${id}-status`}
          label={statusLabel}
          options={
            Array.isArray(statusOptions)
              ? statusOptions
              : statusOptions === 'payment'
                ? paymentListStatusOptions
                : scheduleStatusOptions
          }
          value={value.status}
          onChange={set('status')}
        />
      )}
      {visible.paymentStatus && (
        <FilterSelect
          id={`${id}-payment-status`}
          label="Payment Status"
          options={paymentStatusOptions}
          value={value.paymentStatus}
          onChange={set('paymentStatus')}
        />
      )}
    </div>
  );
}

/**
 * The filter bar as the shell draws it before its page's code has arrived (PageLoading, and
 * host/src/shell/first-frame.html in the page's file): only its search box, read-only and
 * hidden from screen readers, where the page's own will be. On a phone the placeholder is
 * often the screen's largest text.
 */
export function FilterBarFrame({ search }: { search: string }) {
  return (
    <div className="mz-filter-bar" aria-hidden="true">
      <FilterSearch frame placeholder={search} />
    </div>
  );
}

export interface FilterSelectProps {
  id: string;
  label: string;
  /** Options, and groups of options drawn as `<optgroup>` (the months of a year). */
  options: readonly (Option | OptionGroup)[];
  value: string;
  onChange(next: string): void;
}

const renderOption = (option: Option) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

/**
 * One select of a filter bar, its label for screen readers only (the first option says what it chooses).
 *
 * @example <FilterSelect id={`${id}-officer`} label="Officer" options={officers} value={value.officer} onChange={setOfficer} />
 */
export function FilterSelect({ id, label, options, value, onChange }: FilterSelectProps) {
  return (
    <div className="mz-filter-bar__control">
      <label htmlFor={id} className="mz-visually-hidden">
        {label}
      </label>
      <select id={id} className="mz-filter-bar__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((entry) =>
          'options' in entry ? (
            <optgroup key={`group-${entry.label}`} label={entry.label}>
              {entry.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(entry)
          ),
        )}
      </select>
    </div>
  );
}
