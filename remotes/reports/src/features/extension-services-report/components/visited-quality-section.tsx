import type { ServerList } from '@maziwa/api-client';
import { Chart, formatNumber, type DataTableColumn } from '@maziwa/ui';
import {
  formatCount,
  formatLitresValue,
  formatPct,
  formatSccShort,
  formatShare,
  ReportTableSection,
  SCC_LINES,
} from '../../report-kit';
import type { VisitedQualityRow } from '../api/extension-report-api';

const GROUP_LABELS: Record<VisitedQualityRow['group'], string> = { visited: 'Visited', not_visited: 'Not visited' };

export const visitedQualityColumns: DataTableColumn<VisitedQualityRow>[] = [
  {
    field: 'group',
    headerName: 'Farmers',
    flex: 1.2,
    valueFormatter: (value) => GROUP_LABELS[value as VisitedQualityRow['group']],
  },
  { field: 'farmers', headerName: 'Count', valueFormatter: formatCount },
  { field: 'delivering_farmers', headerName: 'Delivering', valueFormatter: formatCount },
  { field: 'litres', headerName: 'Accepted (L)', valueFormatter: formatLitresValue },
  { field: 'fat_pct', headerName: 'Fat (%)', valueFormatter: formatPct },
  { field: 'protein_pct', headerName: 'Protein (%)', valueFormatter: formatPct },
  { field: 'scc', headerName: 'SCC (cells/ml)', valueFormatter: formatCount },
  { field: 'above_400k_pct', headerName: 'Above 400k (%)', valueFormatter: formatShare },
];

/** The milk of the farmers reached against the organisation's other farmers: an SCC chart and the table. */
export function VisitedQualitySection({ list }: { list: ServerList<VisitedQualityRow> }) {
  const chartRows = list.rows.map((row) => ({ ...row, label: GROUP_LABELS[row.group] }));
  return (
    <ReportTableSection
      title="Quality of farmers visited and not visited"
      note="Visited: the farmers reached in the period. Not visited: the organisation's other farmers with accepted milk in the period. Means of their accepted deliveries weighted by litres."
      list={list}
      columns={visitedQualityColumns}
      loadingText="Loading quality..."
      errorText="Failed to fetch the quality of visited farmers"
      emptyMessage="No farmers reached and no milk in this period."
      chart={
        <Chart
          data={chartRows}
          x="label"
          series={[{ key: 'scc', label: 'SCC (cells/ml)', color: 'warning' }]}
          formatY={formatSccShort}
          formatValue={(value) => formatNumber(value, 0)}
          referenceLines={SCC_LINES}
          height={200}
        />
      }
    />
  );
}
