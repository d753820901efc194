import type { ServerList } from '@maziwa/api-client';
import type { RowOf } from '@maziwa/contracts';
import { Chart, formatNumber, type DataTableColumn } from '@maziwa/ui';
import { formatCount, formatLitresValue, ReportTableSection } from '../../report-kit';

export type RejectionsByReasonRow = RowOf<'/reports/rejections-by-reason'>;

const columns: DataTableColumn<RejectionsByReasonRow>[] = [
  { field: 'reason', headerName: 'Reason', flex: 1.5 },
  { field: 'rejections', headerName: 'Rejections', valueFormatter: formatCount },
  { field: 'litres', headerName: 'Rejected (L)', valueFormatter: formatLitresValue },
];

/** The period's rejection logs by coded reason: litres on a chart, litres and count in the table. */
export function RejectionsSection({ list }: { list: ServerList<RejectionsByReasonRow> }) {
  // Every coded reason has a row; a chart of zeros says nothing.
  const rejected = list.rows.some((row) => row.rejections > 0);
  return (
    <ReportTableSection
      title="Rejections by reason"
      note="The Rejection Logs of the period, by coded reason; 1 kg is booked per litre."
      list={list}
      columns={columns}
      loadingText="Loading rejections..."
      errorText="Failed to fetch rejections"
      emptyMessage="No rejections in this period."
      chart={
        rejected && (
          <Chart
            data={list.rows}
            x="reason"
            series={[{ key: 'litres', label: 'Rejected (L)', color: 'danger' }]}
            formatValue={(v) => `${formatNumber(v)} L`}
          />
        )
      }
    />
  );
}
