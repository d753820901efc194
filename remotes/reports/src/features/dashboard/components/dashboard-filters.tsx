import { useId } from 'react';
import {
  DASHBOARD_MONTHS,
  DASHBOARD_STATUSES,
  type DashboardMonth,
  type DashboardStatus,
} from '../model/dashboard-period';
import './dashboard.css';

export interface DashboardFiltersProps {
  status: DashboardStatus;
  month: DashboardMonth;
  onStatusChange(status: DashboardStatus): void;
  onMonthChange(month: DashboardMonth): void;
  /** The season's year, said next to the months. */
  year: number;
}

/** The dashboard's status and month filters (docs/screens.md#dashboard). */
export function DashboardFilters({ status, month, onStatusChange, onMonthChange, year }: DashboardFiltersProps) {
  const id = useId();
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
          onChange={(event) => onMonthChange(event.target.value as DashboardMonth)}
        >
          {DASHBOARD_MONTHS.map((option) => (
            <option key={option.value} value={option.value}>
              {`${option.label} ${year}`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
