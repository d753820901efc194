import type { ServerList } from '@maziwa/api-client';
import { Chart, formatNumber, type DataTableColumn } from '@maziwa/ui';
import { formatCount, formatShare, ReportTableSection } from '../../report-kit';
import type { ExtensionOfficerRow, ExtensionTotalsRow } from '../api/extension-report-api';

export const officerColumns: DataTableColumn<ExtensionOfficerRow>[] = [
  { field: 'officer_name', headerName: 'Officer', flex: 1.5 },
  { field: 'visits_done', headerName: 'Visits done', valueFormatter: formatCount },
  { field: 'visits_missed', headerName: 'Visits missed', valueFormatter: formatCount },
  { field: 'visits_overdue', headerName: 'Overdue now', valueFormatter: formatCount },
  { field: 'calls', headerName: 'Calls', valueFormatter: formatCount },
  { field: 'visits_logged', headerName: 'Farm visits logged', valueFormatter: formatCount },
  { field: 'sms', headerName: 'SMS', valueFormatter: formatCount },
  { field: 'farmers_reached', headerName: 'Farmers reached', valueFormatter: formatCount },
  { field: 'follow_ups_due', headerName: 'Follow-ups due', valueFormatter: formatCount },
  { field: 'follow_ups_on_time', headerName: 'Done on time', valueFormatter: formatCount },
  { field: 'follow_ups_on_time_pct', headerName: 'On time (%)', valueFormatter: formatShare },
];

/** The organisation's totals in words: the sums of the table, farmers reached once each. */
function totalsText(totals: ExtensionTotalsRow): string {
  const n = (value: number) => formatNumber(value, 0);
  return (
    `${n(totals.officers)} officers: ${n(totals.visits_done)} visits done, ${n(totals.visits_missed)} missed, ` +
    `${n(totals.visits_overdue)} overdue now; ${n(totals.calls)} calls, ${n(totals.visits_logged)} farm visits logged, ` +
    `${n(totals.sms)} SMS; ${n(totals.farmers_reached)} farmers reached (each once, however many officers reached them); ` +
    `${n(totals.follow_ups_on_time)} of ${n(totals.follow_ups_due)} follow-ups done on time (${formatShare(totals.follow_ups_on_time_pct)})`
  );
}

export interface OfficersSectionProps {
  list: ServerList<ExtensionOfficerRow>;
  totals?: ExtensionTotalsRow;
}

/** Visits and calls per extension officer: a chart of the page shown, the sortable table and its totals. */
export function OfficersSection({ list, totals }: OfficersSectionProps) {
  return (
    <ReportTableSection
      title="Work per officer"
      note={[
        'Visits done count by the day they were done, missed ones by their due day; overdue is as of today.',
        'Calls, farm visits and SMS are the call logs of the period.',
        'A farmer is reached by a visit done to them or a call log; a route or centre meeting reaches nobody by name.',
        'A follow-up is on time when done on or before its day.',
      ]}
      list={list}
      columns={officerColumns}
      loadingText="Loading officers..."
      errorText="Failed to fetch the officers' work"
      emptyMessage="No extension officers in this organisation."
      chart={
        <Chart
          data={list.rows}
          x="officer_name"
          series={[
            { key: 'visits_done', label: 'Visits done', color: 'primary' },
            { key: 'calls', label: 'Calls', stack: 'logged', color: 'info' },
            { key: 'visits_logged', label: 'Farm visits logged', stack: 'logged', color: 'success' },
            { key: 'sms', label: 'SMS', stack: 'logged', color: 'muted' },
          ]}
          formatY={(value) => formatNumber(value, 0)}
          formatValue={(value) => formatNumber(value, 0)}
        />
      }
      footer={
        totals && (
          <>
            <strong>Total</strong> of {totalsText(totals)}
          </>
        )
      }
    />
  );
}
