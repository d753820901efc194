import type { ServerList } from '@maziwa/api-client';
import type { RowOf } from '@maziwa/contracts';
import { Chart, DataTable, formatNumber, QueryState, type DataTableColumn } from '@maziwa/ui';
import { ReportSection } from '../../report-kit';
import { formatLitresValue } from './quality-format';

export type RejectionsByReasonRow = RowOf<'/reports/rejections-by-reason'>;

const columns: DataTableColumn<RejectionsByReasonRow>[] = [
  { field: 'reason', headerName: 'Reason', flex: 1.5 },
  { field: 'rejections', headerName: 'Rejections', valueFormatter: (v) => formatNumber(v as number, 0) },
  { field: 'litres', headerName: 'Rejected (L)', valueFormatter: formatLitresValue },
];

/** The period's rejection logs by coded reason: litres on a chart, litres and count in the table. */
export function RejectionsSection({ list }: { list: ServerList<RejectionsByReasonRow> }) {
  const rejected = list.rows.some((row) => row.rejections > 0);
  return (
    <ReportSection title="Rejections by reason" note="The Rejection Logs of the period, by coded reason; 1 kg is booked per litre.">
      <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading rejections..." errorText="Failed to fetch rejections">
        {rejected && (
          <Chart
            data={list.rows}
            x="reason"
            series={[{ key: 'litres', label: 'Rejected (L)', color: 'danger' }]}
            formatValue={(v) => `${formatNumber(v)} L`}
          />
        )}
        <DataTable
          ariaLabel="Rejections by reason"
          rows={list.rows}
          columns={columns}
          getRowId={(row) => row.id}
          server={list.server}
          emptyMessage="No rejections in this period."
        />
      </QueryState>
    </ReportSection>
  );
}
