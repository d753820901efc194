import type { ServerList } from '@maziwa/api-client';
import type { RowOf } from '@maziwa/contracts';
import { Chart, DataTable, QueryState, type DataTableColumn } from '@maziwa/ui';
import { GROUPING_LABELS, ReportSection, type ReportGrouping } from '../../report-kit';
import { formatLitresValue, formatPct, formatScc, formatSccShort, SCC_LINES } from './quality-format';

export type QualityByGroupRow = RowOf<'/reports/quality-by-group'>;

export const qualityByGroupColumns = (group: ReportGrouping): DataTableColumn<QualityByGroupRow>[] => [
  { field: 'group_name', headerName: GROUPING_LABELS[group], flex: 1.5 },
  { field: 'litres', headerName: 'Accepted (L)', valueFormatter: formatLitresValue },
  { field: 'deliveries', headerName: 'Deliveries', valueFormatter: (v) => formatScc(v) },
  { field: 'fat_pct', headerName: 'Fat (%)', valueFormatter: formatPct },
  { field: 'protein_pct', headerName: 'Protein (%)', valueFormatter: formatPct },
  { field: 'scc', headerName: 'SCC (cells/ml)', valueFormatter: formatScc },
];

export interface QualityByGroupSectionProps {
  list: ServerList<QualityByGroupRow>;
  group: ReportGrouping;
}

/** Litre-weighted fat, protein and SCC per group: two charts of the page shown, and its table. */
export function QualityByGroupSection({ list, group }: QualityByGroupSectionProps) {
  return (
    <ReportSection
      title={`Quality by ${GROUPING_LABELS[group].toLowerCase()}`}
      note="Means of the accepted deliveries weighted by their litres, as a bulk tank would measure them; the charts show the rows of the table's page."
    >
      <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading quality..." errorText="Failed to fetch quality">
        {list.rows.length > 0 && (
          <div className="quality-report__charts">
            <Chart
              data={list.rows}
              x="group_name"
              series={[
                { key: 'fat_pct', label: 'Fat (%)', color: 'primary' },
                { key: 'protein_pct', label: 'Protein (%)', color: 'info' },
              ]}
              formatValue={(v) => formatPct(v)}
            />
            <Chart
              data={list.rows}
              x="group_name"
              series={[{ key: 'scc', label: 'SCC (cells/ml)', color: 'warning' }]}
              formatY={formatSccShort}
              formatValue={(v) => formatScc(v)}
              referenceLines={SCC_LINES}
            />
          </div>
        )}
        <DataTable
          ariaLabel="Quality by group"
          rows={list.rows}
          columns={qualityByGroupColumns(group)}
          getRowId={(row) => row.id}
          server={list.server}
          emptyMessage="No accepted milk in this period."
        />
      </QueryState>
    </ReportSection>
  );
}
