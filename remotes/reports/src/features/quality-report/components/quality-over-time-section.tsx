import type { ServerList } from '@maziwa/api-client';
import type { RowOf } from '@maziwa/contracts';
import { Chart, DataTable, formatDate, QueryState, type DataTableColumn } from '@maziwa/ui';
import { useId } from 'react';
import { ReportSection } from '../../report-kit';
import { formatLitresValue, formatPct, formatScc, formatSccShort, SCC_LINES } from './quality-format';

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
  { field: 'scc', headerName: 'SCC (cells/ml)', valueFormatter: formatScc },
];

// "02/14/2026" -> "02/14": the year is in the period above the chart.
const shortDay = (value: unknown) => formatDate(value as string).slice(0, 5);

export interface QualityOverTimeSectionProps {
  list: ServerList<QualityOverTimeRow>;
  interval: QualityInterval;
  onIntervalChange(interval: QualityInterval): void;
}

/** The organisation's fat, protein and SCC per day, week or month of the period: two line charts and their table. */
export function QualityOverTimeSection({ list, interval, onIntervalChange }: QualityOverTimeSectionProps) {
  const id = useId();
  return (
    <ReportSection title="Quality over time" note="The whole organisation's accepted milk; a week starts on Monday.">
      <div className="quality-report__toolbar">
        <label htmlFor={id}>Interval</label>
        <select id={id} className="quality-report__select" value={interval} onChange={(e) => onIntervalChange(e.target.value as QualityInterval)}>
          {INTERVALS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading quality..." errorText="Failed to fetch quality over time">
        {list.rows.length > 0 && (
          <div className="quality-report__charts">
            <Chart
              data={list.rows}
              x="period_start"
              formatX={shortDay}
              formatLabel={(v) => formatDate(v as string)}
              series={[
                { key: 'fat_pct', label: 'Fat (%)', kind: 'line', color: 'primary' },
                { key: 'protein_pct', label: 'Protein (%)', kind: 'line', color: 'info' },
              ]}
              formatValue={(v) => formatPct(v)}
            />
            <Chart
              data={list.rows}
              x="period_start"
              formatX={shortDay}
              formatLabel={(v) => formatDate(v as string)}
              series={[{ key: 'scc', label: 'SCC (cells/ml)', kind: 'line', color: 'warning' }]}
              formatY={formatSccShort}
              formatValue={(v) => formatScc(v)}
              referenceLines={SCC_LINES}
            />
          </div>
        )}
        <DataTable
          ariaLabel="Quality over time"
          rows={list.rows}
          columns={columns}
          getRowId={(row) => row.id}
          server={list.server}
          pageSize={OVER_TIME_PAGE_SIZE}
          emptyMessage="No accepted milk in this period."
        />
      </QueryState>
    </ReportSection>
  );
}
