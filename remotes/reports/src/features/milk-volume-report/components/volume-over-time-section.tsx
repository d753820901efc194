import { Chart, formatNumber, type DataTableColumn } from '@maziwa/ui';
import { formatLitresValue, formatShortDate, ReportIntervalSelect, ReportTableSection } from '../../report-kit';
import type { MilkVolumeInterval, MilkVolumePoint } from '../api/milk-volume-api';
import { formatBucket } from '../model/milk-volume-format';

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
export function VolumeOverTimeSection({
  points,
  isLoading,
  error,
  interval,
  onIntervalChange,
}: VolumeOverTimeSectionProps) {
  const title = INTERVALS.find((option) => option.value === interval)?.title ?? 'Litres';
  const total = points.reduce((sum, point) => sum + point.total_litres, 0);
  return (
    <ReportTableSection
      title={title}
      note="Accepted milk of the whole organisation; a week starts on Monday, and the first and last week or month are cut at the period's ends."
      // Every bucket of the period in one answer: the table pages them in the browser.
      list={{ rows: points, isLoading, error }}
      columns={columns}
      getRowId={(point) => point.start_date}
      pageSize={interval === 'day' ? 31 : 10}
      loadingText="Loading litres..."
      errorText="Failed to fetch litres"
      emptyMessage="No days in this period."
      toolbar={<ReportIntervalSelect value={interval} options={INTERVALS} onChange={onIntervalChange} />}
      chart={
        <Chart
          data={points}
          x="start_date"
          formatX={formatShortDate}
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
      }
      footer={
        <>
          Total of the period: <strong>{formatNumber(total)} L</strong>
        </>
      }
    />
  );
}
