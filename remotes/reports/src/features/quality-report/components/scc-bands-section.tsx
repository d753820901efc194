import type { RowOf } from '@maziwa/contracts';
import type { DataTableColumn } from '@maziwa/ui';
import { formatLitresValue, formatShare, GroupedReportSection, type GroupedRowsProps } from '../../report-kit';

export type SccBandsRow = RowOf<'/reports/scc-bands'>;

const columns: DataTableColumn<SccBandsRow>[] = [
  { field: 'litres', headerName: 'Accepted (L)', valueFormatter: formatLitresValue },
  { field: 'below_200k_pct', headerName: '< 200k', valueFormatter: formatShare },
  { field: 'from_200k_to_400k_pct', headerName: '200k–400k', valueFormatter: formatShare },
  { field: 'above_400k_pct', headerName: '> 400k', valueFormatter: formatShare },
  { field: 'above_400k_litres', headerName: '> 400k (L)', valueFormatter: formatLitresValue },
];

/** The share of each group's accepted litres in each SCC band, stacked to 100 %, and the table. */
export function SccBandsSection({ list, group }: GroupedRowsProps<SccBandsRow>) {
  return (
    <GroupedReportSection
      title="Milk by SCC band"
      note="Each delivery counts in the band of its own SCC (cells/ml): below 200,000, 200,000 to 400,000, above 400,000. A row's shares add up to 100 %."
      list={list}
      group={group}
      groupField="group_name"
      columns={columns}
      loadingText="Loading SCC bands..."
      errorText="Failed to fetch SCC bands"
      emptyMessage="No accepted milk in this period."
      charts={[
        {
          series: [
            { key: 'below_200k_pct', label: '< 200k', stack: 'bands', color: 'success' },
            { key: 'from_200k_to_400k_pct', label: '200k–400k', stack: 'bands', color: 'warning' },
            { key: 'above_400k_pct', label: '> 400k', stack: 'bands', color: 'danger' },
          ],
          formatY: (v) => `${v} %`,
          formatValue: (v) => formatShare(v),
        },
      ]}
    />
  );
}
