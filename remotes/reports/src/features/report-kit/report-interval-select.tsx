import { useId } from 'react';
import './report-kit.css';

export interface ReportIntervalSelectProps<V extends string> {
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(value: V): void;
}

/** The labelled Interval box above a section's chart over time (day, week or month). */
export function ReportIntervalSelect<V extends string>({ value, options, onChange }: ReportIntervalSelectProps<V>) {
  const id = useId();
  return (
    <div className="report-section__toolbar">
      <label htmlFor={id}>Interval</label>
      <select id={id} className="report-section__select" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
