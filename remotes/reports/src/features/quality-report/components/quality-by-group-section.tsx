import type { RowOf } from '@maziwa/contracts';
import type { DataTableColumn } from '@maziwa/ui';
import {
  formatCount,
  formatLitresValue,
  formatPct,
  formatSccShort,
  GROUPING_LABELS,
  GroupedReportSection,
  SCC_LINES,
  type GroupedRowsProps,
} from '../../report-kit';

export type QualityByGroupRow = RowOf<'/reports/quality-by-group'>;

const columns: DataTableColumn<QualityByGroupRow>[] = [
  { field: 'litres', headerName: 'Accepted (L)', valueFormatter: formatLitresValue },
  { field: 'deliveries', headerName: 'Deliveries', valueFormatter: formatCount },
  { field: 'fat_pct', headerName: 'Fat (%)', valueFormatter: formatPct },
  { field: 'protein_pct', headerName: 'Protein (%)', valueFormatter: formatPct },
  { field: 'scc', headerName: 'SCC (cells/ml)', valueFormatter: formatCount },
];

/** Litre-weighted fat, protein and SCC per group: two charts of the page shown, and its table. */
export function QualityByGroupSection({ list, group }: GroupedRowsProps<QualityByGroupRow>) {
  return (
    <GroupedReportSection
      title={`Quality by ${GROUPING_LABELS[group].toLowerCase()}`}
      note="Means of the accepted deliveries weighted by their litres, as a bulk tank would measure them; the charts show the rows of the table's page."
      tableLabel="Quality by group"
      list={list}
      group={group}
      groupField="group_name"
      columns={columns}
      loadingText="Loading quality..."
      errorText="Failed to fetch quality"
      emptyMessage="No accepted milk in this period."
      charts={[
        {
          series: [
            { key: 'fat_pct', label: 'Fat (%)', color: 'primary' },
            { key: 'protein_pct', label: 'Protein (%)', color: 'info' },
          ],
          formatValue: (v) => formatPct(v),
        },
        {
          series: [{ key: 'scc', label: 'SCC (cells/ml)', color: 'warning' }],
          formatY: formatSccShort,
          formatValue: (v) => formatCount(v),
          referenceLines: SCC_LINES,
        },
      ]}
    />
  );
}
