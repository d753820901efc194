import type { ServerList } from '@maziwa/api-client';
import { formatNumber, type DataTableColumn } from '@maziwa/ui';
import { formatLitresValue, GROUPING_LABELS, GroupedReportSection, type ReportGrouping } from '../../report-kit';
import type { MilkVolumeGroupRow } from '../api/milk-volume-api';
import { formatChangeLitres, formatChangePct } from '../model/milk-volume-format';

const columns = (group: ReportGrouping): DataTableColumn<MilkVolumeGroupRow>[] => [
  ...(group === 'farmer' ? [{ field: 'member_id', headerName: 'Member No.' } as const] : []),
  { field: 'litres', headerName: 'This period (L)', valueFormatter: formatLitresValue },
  { field: 'previous_litres', headerName: 'Previous period (L)', valueFormatter: formatLitresValue },
  { field: 'change_litres', headerName: 'Change (L)', valueFormatter: formatChangeLitres },
  { field: 'change_pct', headerName: 'Change (%)', valueFormatter: formatChangePct },
];

export interface VolumeByGroupSectionProps {
  list: ServerList<MilkVolumeGroupRow>;
  group: ReportGrouping;
  /** The organisation's row: the sum of every row of the table. */
  total?: MilkVolumeGroupRow;
}

/** Litres per group this period against the previous one: a chart of the page shown and the sortable table. */
export function VolumeByGroupSection({ list, group, total }: VolumeByGroupSectionProps) {
  return (
    <GroupedReportSection
      title={`Litres by ${GROUPING_LABELS[group].toLowerCase()}`}
      note="Accepted litres of the period against the previous period of the same length (the days just before it). Sort by a column for the top or bottom; the chart shows the rows of the table's page."
      list={list}
      group={group}
      groupField="name"
      columns={columns(group)}
      // Milk of trips without a route has no route id.
      getRowId={(row) => row.id ?? 'no-route'}
      loadingText="Loading litres..."
      errorText="Failed to fetch litres by group"
      emptyMessage="No milk in this period or the one before."
      charts={[
        {
          series: [
            { key: 'litres', label: 'This period', color: 'primary' },
            { key: 'previous_litres', label: 'Previous period', color: 'muted' },
          ],
          formatY: (value) => formatNumber(value, 0),
          formatValue: (value) => `${formatNumber(value)} L`,
        },
      ]}
      footer={
        total && (
          <>
            Total: <strong>{formatNumber(total.litres)} L</strong> this period, {formatNumber(total.previous_litres)} L
            the previous period ({formatChangeLitres(total.change_litres)} L, {formatChangePct(total.change_pct)})
          </>
        )
      }
    />
  );
}
