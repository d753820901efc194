import {
  Chart,
  DataTable,
  formatDate,
  formatNumber,
  formatPercent,
  Panel,
  QueryState,
  type DataTableColumn,
} from '@maziwa/ui';
import { useMemo } from 'react';
import type { DailyVarianceRow } from '../api/get-daily-variance';
import { assessmentLabel, VarianceBadge } from './variance-badge';

export interface VarianceSectionProps {
  days: DailyVarianceRow[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** The organisation's tolerance in %: the chart's reference lines. */
  tolerance: number | undefined;
  /** Opens a day's trips and collections. */
  onOpenDay(day: string): void;
}

const shortDay = (value: unknown) => String(value).slice(8, 10);

/**
 * Daily variance (docs/screens.md#inventory): the chart of variance % per day with the tolerance
 * as reference lines, and the table of the same numbers; a flagged day is badged and tinted, and
 * its date opens its trips and collections.
 */
export function VarianceSection({ days, isLoading, error, tolerance, onOpenDay }: VarianceSectionProps) {
  const columns = useMemo<DataTableColumn<DailyVarianceRow>[]>(
    () => [
      {
        field: 'day',
        headerName: 'Date',
        valueFormatter: (value) => formatDate(value as string),
        cellRenderer: (row) => (
          <button type="button" className="inventory-link" onClick={() => onOpenDay(row.day)}>
            {formatDate(row.day)}
          </button>
        ),
      },
      {
        field: 'collected_litres',
        headerName: 'Collected (L)',
        valueFormatter: (value) => formatNumber(value as number),
      },
      {
        field: 'compared_litres',
        headerName: 'Handed Over (L)',
        valueFormatter: (value) => formatNumber(value as number),
      },
      {
        field: 'delivered_litres',
        headerName: 'Delivered (L)',
        valueFormatter: (value) => formatNumber(value as number | null),
      },
      {
        field: 'variance_litres',
        headerName: 'Variance (L)',
        valueFormatter: (value) => formatNumber(value as number | null),
      },
      {
        field: 'variance_pct',
        headerName: 'Variance %',
        valueFormatter: (value) => formatPercent(value as number | null),
      },
      {
        field: 'assessment',
        headerName: 'Check',
        flex: 1.5,
        valueFormatter: (value) => assessmentLabel(value as DailyVarianceRow['assessment']),
        cellRenderer: (row) => <VarianceBadge assessment={row.assessment} />,
      },
      { field: 'trips_awaiting', headerName: 'Trips Awaiting Figure' },
    ],
    [onOpenDay],
  );
  const flagged = (days ?? []).filter((day) => day.flagged).length;
  const lines =
    tolerance === undefined
      ? []
      : [
          { y: tolerance, label: `+${tolerance}%` },
          { y: -tolerance, label: `-${tolerance}%` },
        ];

  return (
    <Panel
      title="Daily Variance"
      note={
        <>
          Delivered at the cooling plant less handed over at the centres, over the trips with a delivered figure. Beyond
          ±{tolerance ?? '…'}% a day is flagged: short suggests spillage or theft, over suggests added water.
          {days && ` ${flagged} flagged ${flagged === 1 ? 'day' : 'days'} in this period.`}
        </>
      }
    >
      <QueryState
        isLoading={isLoading}
        error={error}
        loadingText="Loading daily variance..."
        errorText="Failed to fetch the daily variance"
      >
        <Chart
          data={days ?? []}
          x="day"
          formatX={shortDay}
          formatLabel={(value) => formatDate(String(value))}
          series={[{ key: 'variance_pct', label: 'Variance %', kind: 'line', color: 'info' }]}
          formatY={(value) => `${value}%`}
          formatValue={(value) => formatPercent(value)}
          referenceLines={lines}
          onPointClick={(row) => onOpenDay(row.day)}
        />
        <DataTable
          ariaLabel="Daily variance"
          rows={[...(days ?? [])].reverse()}
          columns={columns}
          getRowId={(row) => row.id}
          rowClass={(row) => (row.flagged ? 'inventory-row--flagged' : undefined)}
          pageSize={31}
          exportFileName="daily-variance.csv"
          emptyMessage="No days in this period."
        />
      </QueryState>
    </Panel>
  );
}
