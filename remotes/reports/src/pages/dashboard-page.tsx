import { useOrgId } from '@maziwa/api-client';
import { currentMonth, monthLabel } from '@maziwa/ui';
import { useMemo, useState } from 'react';
import { useCollectionSummary } from '../features/dashboard/api/get-collection-summary';
import { useLitresPerDay } from '../features/dashboard/api/get-litres-per-day';
import { CentresPanel } from '../features/dashboard/components/centres-panel';
import { DashboardFilters } from '../features/dashboard/components/dashboard-filters';
import { dashboardMonths, dashboardQuery, type DashboardStatus } from '../features/dashboard/model/dashboard-period';
import { LitresPanel } from '../features/dashboard/components/litres-panel';
import { SummaryCards } from '../features/dashboard/components/summary-cards';
import '../features/dashboard/components/dashboard.css';

/**
 * Dashboard (docs/screens.md#dashboard): the month's collection summary, litres per day and the collection
 * centres, all computed by the API for the chosen month (this month at first) and status.
 */
export default function DashboardPage() {
  const orgId = useOrgId();
  const [status, setStatus] = useState<DashboardStatus>('all');
  // Read once a visit: the months offered and This month stay those of the moment the page opened.
  const [thisMonth] = useState(() => currentMonth());
  const months = useMemo(() => dashboardMonths(), []);
  const [month, setMonth] = useState(thisMonth);
  const query = useMemo(() => dashboardQuery(month, status), [month, status]);
  const summary = useCollectionSummary(orgId, query);
  const litres = useLitresPerDay(orgId, query);

  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <h1 className="dashboard__title">Dashboard</h1>
        <DashboardFilters
          status={status}
          month={month}
          onStatusChange={setStatus}
          onMonthChange={setMonth}
          months={months}
          thisMonth={thisMonth}
        />
      </header>
      <SummaryCards summary={summary.data} isLoading={summary.isLoading} error={summary.error} />
      <LitresPanel points={litres.data} isLoading={litres.isLoading} error={litres.error} period={monthLabel(month)} />
      <CentresPanel orgId={orgId} query={query} />
    </div>
  );
}
