import { Button, previousMonth, type MonthOptionGroup } from '@maziwa/ui';
import { useId } from 'react';
import { DASHBOARD_STATUSES, type DashboardStatus } from '../model/dashboard-period';
import './dashboard.css';

export interface DashboardFiltersProps {
  status: DashboardStatus;
  /** The chosen month, 'yyyy-MM'. */
  month: string;
  onStatusChange(status: DashboardStatus): void;
  onMonthChange(month: string): void;
  /** The months offered, grouped by year, newest first. */
  months: readonly MonthOptionGroup[];
  /** This month in the organisation's zone, 'yyyy-MM'. */
  thisMonth: string;
}

/**
 * The dashboard's status and month filters (docs/screens.md#dashboard): any month of the last
 * three years in one select, with This month and Last month one tap away (the shortcut that
 * matches the chosen month is pressed).
 */
export function DashboardFilters({
  status,
  month,
  onStatusChange,
  onMonthChange,
  months,
  thisMonth,
}: DashboardFiltersProps) {
  const id = useId();
  const shortcuts = [
    { label: 'This month', value: thisMonth },
    { label: 'Last month', value: previousMonth(thisMonth) },
  ];
  return (
    <div className="dashboard-filters" role="search" aria-label="Dashboard filters">
      <div className="dashboard-filters__control">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="dashboard-input"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as DashboardStatus)}
        >
          {DASHBOARD_STATUSES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="dashboard-filters__control">
        <label htmlFor={`${id}-month`}>Month</label>
        <select
          id={`${id}-month`}
          className="dashboard-input"
          value={month}
          onChange={(event) => onMonthChange(event.target.value)}
        >
          {months.map((year) => (
            <optgroup key={year.label} label={year.label}>
              {year.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="dashboard-filters__shortcuts" role="group" aria-label="Quick months">
        {shortcuts.map((shortcut) => (
          <Button
            key={shortcut.label}
            variant={month === shortcut.value ? 'primary' : 'secondary'}
            aria-pressed={month === shortcut.value}
            onClick={() => onMonthChange(shortcut.value)}
          >
            {shortcut.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
