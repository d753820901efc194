import type { ServerList } from '@maziwa/api-client';
import { DataTable, type DataTableColumn } from '@maziwa/ui';
import { formatLitresValue, ReportSection } from '../../report-kit';
import type { MilkVolumeGroupRow } from '../api/milk-volume-api';
import { formatChangePct } from '../model/milk-volume-format';

/** How many centres or routes each ranking shows. */
export const RANKED = 5;

export interface Ranking {
  /** "Top 5 centres". */
  title: string;
  /** "Centre" or "Route". */
  name: string;
  list: ServerList<MilkVolumeGroupRow>;
}

const columnsOf = (name: string): DataTableColumn<MilkVolumeGroupRow>[] => [
  { field: 'name', headerName: name, flex: 1.5, sortable: false },
  { field: 'litres', headerName: 'Litres (L)', valueFormatter: formatLitresValue, sortable: false },
  { field: 'change_pct', headerName: 'Change (%)', valueFormatter: formatChangePct, sortable: false },
];

/** The five centres and routes that brought the most and the least milk in the period. */
export function TopBottomSection({ rankings }: { rankings: Ranking[] }) {
  return (
    <ReportSection
      title="Top and bottom centres and routes"
      note="By accepted litres of the period, with the change against the previous period."
    >
      <div className="milk-volume-report__ranks">
        {rankings.map(({ title, name, list }) => (
          <div key={title}>
            <h3 className="milk-volume-report__rank-title">{title}</h3>
            <DataTable
              ariaLabel={title}
              rows={list.rows}
              columns={columnsOf(name)}
              getRowId={(row) => row.id ?? 'no-route'}
              pageSize={RANKED}
              emptyMessage={list.isLoading ? 'Loading...' : 'No milk in this period.'}
            />
          </div>
        ))}
      </div>
    </ReportSection>
  );
}
