import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, formatDate, type DataTableColumn, type PageProps } from '@maziwa/ui';
import {
  formatCount,
  formatLitresValue,
  ReportLayout,
  ReportTableSection,
  useReportList,
  useReportQuery,
  WEEK_REPORT_PERIODS,
  type ReportGrouping,
} from '../../report-kit';
import { centreIntakeEndpoint, type CentreIntakeRow } from '../api/centre-intake-api';

// A row is a centre's shift on one day; there is nothing to group by.
const NO_GROUPING: readonly ReportGrouping[] = ['organisation'];

const columns: DataTableColumn<CentreIntakeRow>[] = [
  { field: 'centre_name', headerName: 'Collection centre', flex: 1.5 },
  { field: 'day', headerName: 'Date', valueFormatter: (value) => formatDate(value as string) },
  { field: 'shift', headerName: 'Shift', valueFormatter: (value) => (value === 'morning' ? 'Morning' : 'Evening') },
  { field: 'deliveries', headerName: 'Deliveries', valueFormatter: formatCount },
  { field: 'farmers', headerName: 'Farmers', valueFormatter: formatCount },
  { field: 'accepted_litres', headerName: 'Accepted (L)', valueFormatter: formatLitresValue },
  { field: 'rejected_litres', headerName: 'Rejected (L)', valueFormatter: formatLitresValue },
  { field: 'average_litres', headerName: 'Per delivery (L)', valueFormatter: formatLitresValue },
];

/**
 * Reports → Centre Intake (docs/screens.md#reports--centre-intake): what each collection centre
 * took in per day and shift, the last 7 days unless another period is chosen; sorted and
 * paged by the API, exported whole as CSV.
 */
export function CentreIntakeReport({ page }: PageProps) {
  const orgId = useOrgId();
  const { query, controls, periodLabel } = useReportQuery({
    groupings: NO_GROUPING,
    periods: WEEK_REPORT_PERIODS,
    defaultPeriod: 'last_7_days',
  });
  const intake = useReportList(centreIntakeEndpoint, orgId, { from: query.from, to: query.to }, { urlPrefix: '' });

  return (
    <ReportLayout
      title="Centre Intake"
      description={page.description}
      controls={controls}
      periodLabel={periodLabel}
      actions={<ExportDataButton list={intake} fileName="centre-intake.csv" />}
    >
      <ReportTableSection
        title="Intake per centre and shift"
        note="Every delivery counts, accepted or rejected; a farmer who delivered twice in a shift counts once. Per delivery is the mean of all deliveries' litres."
        list={intake}
        columns={columns}
        loadingText="Loading intake..."
        errorText="Failed to fetch intake"
        emptyMessage="No deliveries in this period."
      />
    </ReportLayout>
  );
}
