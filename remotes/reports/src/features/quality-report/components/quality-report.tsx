import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, type PageProps } from '@maziwa/ui';
import { useState } from 'react';
import { ReportLayout, useReportList, useReportQuery } from '../../report-kit';
import { qualityEndpoints } from '../api/quality-report-list';
import { QualityByGroupSection } from './quality-by-group-section';
import { OVER_TIME_PAGE_SIZE, QualityOverTimeSection, type QualityInterval } from './quality-over-time-section';
import { RejectionsSection } from './rejections-section';
import { SccBandsSection } from './scc-bands-section';
import { WORST_FARMERS, WorstFarmersSection } from './worst-farmers-section';

/** The API ranks farmers with at least this many accepted litres (GET /reports/worst-scc-farmers). */
const MIN_RANKED_LITRES = 50;
const DAY_MS = 86_400_000;

/** Days for a month's line, weeks beyond (a quarter of days is a blur). */
const autoInterval = (from: string, to: string): QualityInterval =>
  (Date.parse(to) - Date.parse(from)) / DAY_MS < 31 ? 'day' : 'week';

/**
 * Reports → Quality (docs/screens.md#reports--quality): fat, protein and SCC per group and over
 * time, milk per SCC band, rejections by reason and the worst farmers by SCC, for a period.
 */
export function QualityReport({ page }: PageProps) {
  const orgId = useOrgId();
  const { query, controls, periodLabel } = useReportQuery();
  const period = { from: query.from, to: query.to };
  const [chosenInterval, setInterval] = useState<QualityInterval | null>(null);
  const interval = chosenInterval ?? autoInterval(query.from, query.to);

  const groups = useReportList(qualityEndpoints.byGroup, orgId, query, { urlPrefix: '' });
  const overTime = useReportList(
    qualityEndpoints.overTime,
    orgId,
    { ...period, interval },
    { pageSize: OVER_TIME_PAGE_SIZE },
  );
  const bands = useReportList(qualityEndpoints.sccBands, orgId, query);
  const rejections = useReportList(qualityEndpoints.rejections, orgId, period);
  const worst = useReportList(qualityEndpoints.worstFarmers, orgId, period, { pageSize: WORST_FARMERS });

  return (
    <ReportLayout
      title="Quality"
      description={page.description}
      controls={controls}
      periodLabel={periodLabel}
      actions={<ExportDataButton list={groups} fileName={`quality-by-${query.group_by}.csv`} />}
    >
      <QualityByGroupSection list={groups} group={query.group_by} />
      <QualityOverTimeSection list={overTime} interval={interval} onIntervalChange={setInterval} />
      <SccBandsSection list={bands} group={query.group_by} />
      <RejectionsSection list={rejections} />
      <WorstFarmersSection list={worst} minLitres={MIN_RANKED_LITRES} />
    </ReportLayout>
  );
}
