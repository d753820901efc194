import { useOrgId } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { ExportDataButton, type PageProps, useUrlQuery } from '@maziwa/ui';
import { ReportLayout, useReportList, useReportQuery, type ReportGrouping, type ReportPeriod } from '../../report-kit';
import { milkVolumeEndpoints, useMilkVolumeOverTime, type MilkVolumeInterval } from '../api/milk-volume-api';
import { StoppedFarmersSection } from './stopped-farmers-section';
import { RANKED, TopBottomSection } from './top-bottom-section';
import { VolumeByGroupSection } from './volume-by-group-section';
import { INTERVALS, VolumeOverTimeSection } from './volume-over-time-section';
import './milk-volume-report.css';

/** Centre first: the grouping an office looks at most (the API's default too). */
const GROUPINGS: readonly ReportGrouping[] = ['centre', 'route', 'organisation', 'farmer'];

/** The RANKED centres or routes with the most (desc) or least (asc) litres of the period. */
function useRanking(orgId: Id | null, period: ReportPeriod, group_by: 'centre' | 'route', direction: 'asc' | 'desc') {
  const initialSort = { field: 'litres', direction };
  return useReportList(milkVolumeEndpoints.byGroup, orgId, { ...period, group_by }, { pageSize: RANKED, initialSort });
}

/** The interval, kept in the URL beside the period and grouping (?interval=week). */
function useInterval(): [MilkVolumeInterval, (next: MilkVolumeInterval) => void] {
  const { get, set } = useUrlQuery();
  const asked = get('interval');
  const interval = INTERVALS.find((option) => option.value === asked)?.value ?? 'day';
  // The default is not written: a clean report has a clean address.
  const setInterval = (next: MilkVolumeInterval) => set({ interval: next === 'day' ? null : next }, { replace: true });
  return [interval, setInterval];
}

/**
 * Reports → Milk Volume (docs/screens.md#reports--milk-volume): litres over time, per group
 * against the previous period, the top and bottom centres and routes, and farmers who stopped.
 */
export function MilkVolumeReport({ page }: PageProps) {
  const orgId = useOrgId();
  const { query, controls, periodLabel } = useReportQuery({ groupings: GROUPINGS });
  const period = { from: query.from, to: query.to };
  const [interval, setInterval] = useInterval();

  const overTime = useMilkVolumeOverTime(orgId, { ...period, interval });
  const groups = useReportList(milkVolumeEndpoints.byGroup, orgId, query, { urlPrefix: '' });
  const organisation = useReportList(milkVolumeEndpoints.byGroup, orgId, { ...period, group_by: 'organisation' });
  const rankings = [
    { title: `Top ${RANKED} centres`, name: 'Centre', list: useRanking(orgId, period, 'centre', 'desc') },
    { title: `Bottom ${RANKED} centres`, name: 'Centre', list: useRanking(orgId, period, 'centre', 'asc') },
    { title: `Top ${RANKED} routes`, name: 'Route', list: useRanking(orgId, period, 'route', 'desc') },
    { title: `Bottom ${RANKED} routes`, name: 'Route', list: useRanking(orgId, period, 'route', 'asc') },
  ];
  const stopped = useReportList(milkVolumeEndpoints.stoppedFarmers, orgId, period);

  return (
    <ReportLayout
      title="Milk Volume"
      description={page.description}
      controls={controls}
      periodLabel={periodLabel}
      actions={<ExportDataButton list={groups} fileName={`milk-volume-by-${query.group_by}.csv`} />}
    >
      <VolumeOverTimeSection
        points={overTime.data ?? []}
        isLoading={overTime.isLoading}
        error={overTime.error}
        interval={interval}
        onIntervalChange={setInterval}
      />
      <VolumeByGroupSection list={groups} group={query.group_by} total={organisation.rows[0]} />
      <TopBottomSection rankings={rankings} />
      <StoppedFarmersSection list={stopped} />
    </ReportLayout>
  );
}
