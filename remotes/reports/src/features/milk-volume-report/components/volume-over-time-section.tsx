import { Chart, DataTable, formatNumber, QueryState, type DataTableColumn } from '@maziwa/ui';
import { useId } from 'react';
import { ReportSection } from '../../report-kit';
import type { MilkVolumeInterval, MilkVolumePoint } from '../api/milk-volume-api';
import { formatBucket, formatLitresValue, shortDay } from './milk-volume-format';

export const INTERVALS: ReadonlyArray<{ value: MilkVolumeInterval; label: string; title: string }> = [
  { value: 'day', label: 'Day', title: 'Litres per day' },
  { value: 'week', label: 'Week', title: 'Litres per week' },
  { value: 'month', label: 'Month', title: 'Litres per month' },
];

const columns: DataTableColumn<MilkVolumePoint>[] = [
  {
    field: 'start_date',
    headerName: 'Period',
    flex: 1.5,
    valueFormatter: (_value, point) => formatBucket(point.start_date, point.end_date),
  },
  { field: 'morning_litres', headerName: 'Morning (L)', valueFormatter: formatLitresValue },
  { field: 'evening_litres', headerName: 'Evening (L)', valueFormatter: formatLitresValue },
  { field: 'total_litres', headerName: 'Total (L)', valueFormatter: formatLitresValue },
];

export interface VolumeOverTimeSectionProps {
  points: MilkVolumePoint[];
  isLoading: boolean;
  error: unknown;
  interval: MilkVolumeInterval;
  onIntervalChange(interval: MilkVolumeInterval): void;
}

/** Accepted litres per day, week or month, morning and evening stacked, with the table of the same numbers and their total. */
export function VolumeOverTimeSection({ points, isLoading, error, interval, onIntervalChange }: VolumeOverTimeSectionProps) {
  const id = useId();
  const title = INTERVALS.find((option) => option.value === interval)?.title ?? 'Litres';
  const total = points.reduce((sum, point) => sum + point.total_litres, 0);
  return (
    <ReportSection
      title={title}
      note="Accepted milk of the whole organisation; a week starts on Monday, and the first and last week or month are cut at the period's ends."
    >
      <div className="milk-volume-report__toolbar">
        <label htmlFor={id}>Interval</label>
        <select
          id={id}
          className="milk-volume-report__select"
          value={interval}
          onChange={(e) => onIntervalChange(e.target.value as MilkVolumeInterval)}
        >
          {INTERVALS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <QueryState isLoading={isLoading} error={error} loadingText="Loading litres..." errorText="Failed to fetch litres">
        <div className="milk-volume-report__chart">
          <Chart
            data={points}
            x="start_date"
            formatX={shortDay}
            formatLabel={(value) => {
              const point = points.find((p) => p.start_date === value);
              return point ? formatBucket(point.start_date, point.end_date) : String(value);
            }}
            series={[
              { key: 'morning_litres', label: 'Morning', stack: 'shift', color: 'primary' },
              { key: 'evening_litres', label: 'Evening', stack: 'shift', color: 'info' },
            ]}
            formatY={(value) => formatNumber(value, 0)}
            formatValue={(value) => `${formatNumber(value)} L`}
          />
        </div>
        <DataTable
          ariaLabel={title}
          rows={points}
          columns={columns}
          getRowId={(point) => point.start_date}
          pageSize={interval === 'day' ? 31 : 10}
          emptyMessage="No days in this period."
        />
        <p className="milk-volume-report__total">
          Total of the period: <strong>{formatNumber(total)} L</strong>
        </p>
      </QueryState>
    </ReportSection>
  );
}
