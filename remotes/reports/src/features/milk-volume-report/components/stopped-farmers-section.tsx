import type { ServerList } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { formatDate, type DataTableColumn } from '@maziwa/ui';
import { Link } from 'react-router-dom';
import { formatLitresValue, ReportTableSection } from '../../report-kit';
import type { StoppedFarmerRow } from '../api/milk-volume-api';

const columns: DataTableColumn<StoppedFarmerRow>[] = [
  {
    field: 'name',
    headerName: 'Farmer',
    flex: 1.5,
    // The farmers remote owns the profile; remotes link by path.
    cellRenderer: (row) => <Link to={pagePath('/farmers/farmers-profiles/:id', { id: row.id })}>{row.name}</Link>,
  },
  { field: 'member_id', headerName: 'Member No.' },
  { field: 'centre_name', headerName: 'Centre', flex: 1.2 },
  { field: 'route_name', headerName: 'Route', flex: 1.2 },
  { field: 'last_delivery_on', headerName: 'Last delivery', valueFormatter: (value) => formatDate(value as string) },
  { field: 'previous_deliveries', headerName: 'Deliveries before' },
  { field: 'previous_litres', headerName: 'Litres before (L)', valueFormatter: formatLitresValue },
];

/** Farmers who delivered in the previous period and nothing in this one, most litres lost first. */
export function StoppedFarmersSection({ list }: { list: ServerList<StoppedFarmerRow> }) {
  return (
    <ReportTableSection
      title="Farmers who stopped delivering"
      note="Delivered in the previous period, nothing in this one: the centre and route of their last delivery, and what they brought in the previous period."
      list={list}
      columns={columns}
      loadingText="Loading farmers..."
      errorText="Failed to fetch farmers"
      emptyMessage="Every farmer of the previous period delivered in this one."
    />
  );
}
