import { DatePicker, FilterControl } from '@maziwa/ui';
import { useId } from 'react';
import { GROUPING_LABELS, type ReportGrouping } from './report-grouping';
import { REPORT_PERIODS, type ReportPeriod, type ReportPeriodChoice, type ReportPeriodOption } from './report-period';
import './report-kit.css';

export interface ReportControlsProps {
  choice: ReportPeriodChoice;
  period: ReportPeriod;
  onPeriodChange(choice: ReportPeriodChoice, custom?: ReportPeriod): void;
  /** The periods offered; default REPORT_PERIODS. */
  periods?: readonly ReportPeriodOption[];
  groupings: readonly ReportGrouping[];
  groupBy: ReportGrouping;
  onGroupByChange(next: ReportGrouping): void;
}

/** Period (with its own days when custom) and grouping of a report, each labelled. */
export function ReportControls({
  choice,
  period,
  onPeriodChange,
  periods = REPORT_PERIODS,
  groupings,
  groupBy,
  onGroupByChange,
}: ReportControlsProps) {
  const id = useId();
  return (
    <div className="mz-filter-bar report-controls" role="search" aria-label="Report period and grouping">
      <FilterControl id={`${id}-period`} label="Period">
        <select
          id={`${id}-period`}
          className="mz-filter-bar__input"
          value={choice}
          // Custom starts from the days shown, so both boxes are filled at once.
          onChange={(e) => onPeriodChange(e.target.value as ReportPeriodChoice, period)}
        >
          {periods.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FilterControl>
      {choice === 'custom' && (
        <>
          <FilterControl id={`${id}-from`} label="From">
            <DatePicker
              id={`${id}-from`}
              label="From"
              inputClassName="mz-filter-bar__input"
              value={period.from}
              max={period.to}
              required
              onChange={(from) => onPeriodChange('custom', { ...period, from })}
            />
          </FilterControl>
          <FilterControl id={`${id}-to`} label="To">
            <DatePicker
              id={`${id}-to`}
              label="To"
              inputClassName="mz-filter-bar__input"
              value={period.to}
              min={period.from}
              required
              onChange={(to) => onPeriodChange('custom', { ...period, to })}
            />
          </FilterControl>
        </>
      )}
      {groupings.length > 1 && (
        <FilterControl id={`${id}-group`} label="Group by">
          <select
            id={`${id}-group`}
            className="mz-filter-bar__input"
            value={groupBy}
            onChange={(e) => onGroupByChange(e.target.value as ReportGrouping)}
          >
            {groupings.map((grouping) => (
              <option key={grouping} value={grouping}>
                {GROUPING_LABELS[grouping]}
              </option>
            ))}
          </select>
        </FilterControl>
      )}
    </div>
  );
}
