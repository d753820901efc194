import type { Id } from '@maziwa/contracts';
import { Panel, QueryState, useDebouncedValue } from '@maziwa/ui';
import { useId, useState } from 'react';
import { useCentreQuality } from '../api/get-centre-quality';
import { CentresTable } from './centres-table';
import type { DashboardQuery } from '../model/dashboard-period';
import './dashboard.css';

export interface CentresPanelProps {
  orgId: Id | null;
  query: DashboardQuery;
}

/** Collection Centres: each centre's litres and quality over the month, searchable. */
export function CentresPanel({ orgId, query }: CentresPanelProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const centres = useCentreQuality(orgId, query, useDebouncedValue(search, 300));

  return (
    <Panel
      title="Collection Centres"
      actions={
        <>
          <label htmlFor={searchId} className="mz-visually-hidden">
            Search collection centres
          </label>
          <input
            id={searchId}
            type="search"
            className="dashboard-input"
            placeholder="Search by name or location"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </>
      }
    >
      <QueryState isLoading={centres.isLoading} error={centres.error} loadingText="Loading collections...">
        <CentresTable centres={centres.rows} server={centres.server} />
      </QueryState>
    </Panel>
  );
}
