import type { ServerList } from '@maziwa/api-client';
import type { RowOf } from '@maziwa/contracts';
import { Chart, formatDate, type DataTableColumn } from '@maziwa/ui';
import {
  formatCount,
  formatLitresValue,
  formatPct,
  formatSccShort,
  formatShortDate,
  ReportIntervalSelect,
  ReportTableSection,
  SCC_LINES,
} from '../../report-kit';

export type QualityOverTimeRow = RowOf<'/reports/quality-over-time'>;
export type QualityInterval = 'day' | 'week' | 'month';

/** A line over a quarter's days needs them on one page: the chart shows the page. */
export const OVER_TIME_PAGE_SIZE = 100;

const INTERVALS: Array<{ value: QualityInterval; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const columns: DataTableColumn<QualityOverTimeRow>[] = [
  { field: 'period_start', headerName: 'From', valueFormatter: (v) => formatDate(v as string) },
  { field: 'litres', headerName: 'Accepted (L)', valueFormatter: formatLitresValue },
  { field: 'fat_pct', headerName: 'Fat (%)', valueFormatter: formatPct },
  { field: 'protein_pct', headerName: 'Protein (%)', valueFormatter: formatPct },
  { field: 'scc', headerName: 'SCC (cells/ml)', valueFormatter: formatCount },
];

const dayLabel = (value: unknown) => formatDate(value as string);

export interface QualityOverTimeSectionProps {
  list: ServerList<QualityOverTimeRow>;
  interval: QualityInterval;
  onIntervalChange(interval: QualityInterval): void;
}

/** The organisation's fat, protein and SCC per day, week or month of the period: two line charts and their table. */
export function QualityOverTimeSection({ list, interval, onIntervalChange }: QualityOverTimeSectionProps) {
  return (
    <ReportTableSection
      title="Quality over time"
      note="The whole organisation's accepted milk; a week starts on Monday."
      list={list}
      columns={columns}
      pageSize={OVER_TIME_PAGE_SIZE}
      loadingText="Loading quality..."
      errorText="Failed to fetch quality over time"
      emptyMessage="No accepted milk in this period."
      toolbar={<ReportIntervalSelect value={interval} options={INTERVALS} onChange={onIntervalChange} />}
      chart={
        <>
          <Chart
            data={list.rows}
            x="period_start"
            formatX={formatShortDate}
            formatLabel={dayLabel}
            series={[
              { key: 'fat_pct', label: 'Fat (%)', kind: 'line', color: 'primary' },
              { key: 'protein_pct', label: 'Protein (%)', kind: 'line', color: 'info' },
            ]}
            formatValue={(v) => formatPct(v)}
          />
          <Chart
            data={list.rows}
            x="period_start"
            formatX={formatShortDate}
            formatLabel={dayLabel}
            series={[{ key: 'scc', label: 'SCC (cells/ml)', kind: 'line', color: 'warning' }]}
            formatY={formatSccShort}
            formatValue={(v) => formatCount(v)}
            referenceLines={SCC_LINES}
          />
        </>
      }
    />
  );
}
