import { useOrgId } from '@maziwa/api-client';
import {
  Button,
  DataTable,
  formatDate,
  formatDateTime,
  formatNumber,
  Panel,
  QueryState,
  type DataTableColumn,
} from '@maziwa/ui';
import { useDayCollections } from '../api/get-day-collections';
import { useInventoryTrips, type InventoryTripRow } from '../api/get-inventory-trips';
import { InventoryTripsTable } from './inventory-trips-table';

type DayCollection = ReturnType<typeof useDayCollections>['rows'][number];

const collectionColumns: DataTableColumn<DayCollection>[] = [
  { field: 'collected_at', headerName: 'Time', valueFormatter: (value) => formatDateTime(value as string) },
  { headerName: 'Farmer', valueGetter: (row) => row.producer?.member_id ?? 'N/A' },
  { headerName: 'Collection Center', flex: 2, valueGetter: (row) => row.location?.name ?? 'N/A' },
  { field: 'shift', headerName: 'Shift', valueFormatter: (value) => (value === 'morning' ? 'Morning' : 'Evening') },
  { field: 'quantity_litres', headerName: 'Litres', valueFormatter: (value) => formatNumber(value as number) },
  {
    field: 'status',
    headerName: 'Status',
    valueFormatter: (value) => (value === 'accepted' ? 'Accepted' : 'Rejected'),
  },
  { field: 'batch_number', headerName: 'Batch Number' },
];

export interface DayDrilldownProps {
  day: string;
  /** Narrows the deliveries to one centre (the page's centre filter). */
  centreId?: string;
  onRecord(trip: InventoryTripRow): void;
  onClose(): void;
}

/**
 * One day behind the figures (docs/screens.md#inventory): its trips with their handed-over and
 * delivered litres, and its deliveries from the collections list (the same list the collected
 * litres equal).
 */
export function DayDrilldown({ day, centreId, onRecord, onClose }: DayDrilldownProps) {
  const orgId = useOrgId();
  const trips = useInventoryTrips(orgId, { from: day, to: day });
  const deliveries = useDayCollections(orgId, day, centreId);
  const title = `${formatDate(day)}: trips and collections`;
  return (
    <Panel
      title={title}
      emphasis
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <QueryState
        isLoading={trips.isLoading}
        error={trips.error}
        loadingText="Loading trips..."
        errorText="Failed to fetch trips"
      >
        <InventoryTripsTable
          rows={trips.rows}
          server={trips.server}
          onRecord={onRecord}
          ariaLabel={`Trips of ${formatDate(day)}`}
        />
      </QueryState>
      <h3 className="inventory-subtitle">Collections ({formatNumber(deliveries.total, 0)})</h3>
      <QueryState
        isLoading={deliveries.isLoading}
        error={deliveries.error}
        loadingText="Loading collections..."
        errorText="Failed to fetch collections"
      >
        <DataTable
          ariaLabel={`Collections of ${formatDate(day)}`}
          rows={deliveries.rows}
          columns={collectionColumns}
          getRowId={(row) => row.id}
          server={deliveries.server}
          emptyMessage="No collections on this day."
        />
      </QueryState>
    </Panel>
  );
}
