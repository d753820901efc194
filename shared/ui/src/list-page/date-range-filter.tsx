import { DatePicker } from '../date-time-picker/date-picker';
import './list-page.css';

export interface DateRange {
  /** 'yyyy-MM-dd' or '' for open-ended. */
  from: string;
  to: string;
}

export interface DateRangeFilterProps {
  /** Prefix of the two inputs' ids. */
  id: string;
  /** The labels shown before each day: "From" and "To", or "Due from" and "to". */
  fromLabel: string;
  toLabel: string;
  value: DateRange;
  onChange(next: DateRange): void;
}

/**
 * A from/to pair of days in a filter bar, each labelled before its field, each bounding the
 * other's calendar (no "to" before "from"). Either may be left empty.
 *
 * @example
 * <DateRangeFilter id={`${id}-days`} fromLabel="From" toLabel="To" value={{ from, to }} onChange={setRange} />
 */
export function DateRangeFilter({ id, fromLabel, toLabel, value, onChange }: DateRangeFilterProps) {
  const { from, to } = value;
  return (
    <div className="mz-filter-bar__control mz-date-range-filter">
      <label htmlFor={`${id}-from`}>{fromLabel}</label>
      <DatePicker
        id={`${id}-from`}
        label={fromLabel}
        inputClassName="mz-filter-bar__input"
        value={from}
        max={to || undefined}
        onChange={(next) => onChange({ from: next, to })}
      />
      <label htmlFor={`${id}-to`}>{toLabel}</label>
      <DatePicker
        id={`${id}-to`}
        label={toLabel}
        inputClassName="mz-filter-bar__input"
        value={to}
        min={from || undefined}
        onChange={(next) => onChange({ from, to: next })}
      />
    </div>
  );
}
