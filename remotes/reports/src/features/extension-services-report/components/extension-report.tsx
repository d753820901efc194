import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, type PageProps } from '@maziwa/ui';
import { ReportLayout, useReportList, useReportQuery, type ReportGrouping } from '../../report-kit';
import { extensionReportEndpoints } from '../api/extension-report-api';
import { OfficersSection } from './officers-section';
import { VisitedQualitySection } from './visited-quality-section';

// A row is an officer: their calls and visits go to farmers of any route or centre, so a route
// or centre grouping would split one person's work without saying who did it. The organisation
// is the totals line. So no grouping to choose (docs/screens.md#reports--extension-services).
const NO_GROUPING: readonly ReportGrouping[] = ['organisation'];

/**
 * Reports → Extension Services (docs/screens.md#reports--extension-services): visits and calls
 * per officer, farmers reached and follow-ups done on time, and the milk quality of the farmers
 * reached against the others, for a period.
 */
export function ExtensionReport({ page }: PageProps) {
  const orgId = useOrgId();
  const { query, controls, periodLabel } = useReportQuery({ groupings: NO_GROUPING });
  const period = { from: query.from, to: query.to };

  const officers = useReportList(extensionReportEndpoints.officers, orgId, period, { urlPrefix: '' });
  const totals = useReportList(extensionReportEndpoints.totals, orgId, period);
  const visited = useReportList(extensionReportEndpoints.visitedQuality, orgId, period);

  return (
    <ReportLayout
      title="Extension Services"
      description={page.description}
      controls={controls}
      periodLabel={periodLabel}
      actions={<ExportDataButton list={officers} fileName="extension-officers.csv" />}
    >
      <OfficersSection list={officers} totals={totals.rows[0]} />
      <VisitedQualitySection list={visited} />
    </ReportLayout>
  );
}
