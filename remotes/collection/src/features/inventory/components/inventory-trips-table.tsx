import {
  DataTable,
  formatDate,
  formatNumber,
  formatPercent,
  RowActions,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';
import type { InventoryTripRow } from '../api/get-inventory-trips';
import { assessmentLabel, VarianceBadge } from './variance-badge';

const STATUS_LABELS: Record<InventoryTripRow['status'], string> = {
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export interface InventoryTripsTableProps {
  rows: InventoryTripRow[];
  server: DataTableServer;
  /** Opens the Delivered Litres dialog of a trip (shown to those holding trips:update). */
  onRecord(trip: InventoryTripRow): void;
  ariaLabel?: string;
}

/** Per trip: litres handed over at the centres against litres delivered at the plant (docs/screens.md#inventory). */
export function InventoryTripsTable({
  rows,
  server,
  onRecord,
  ariaLabel = 'Trips: handed over and delivered',
}: InventoryTripsTableProps) {
  const columns = useMemo<DataTableColumn<InventoryTripRow>[]>(
    () => [
      { field: 'day', headerName: 'Date', valueFormatter: (value) => formatDate(value as string) },
      { field: 'route_name', headerName: 'Route', flex: 2, valueFormatter: (value) => (value ? String(value) : 'N/A') },
      {
        field: 'status',
        headerName: 'Status',
        valueFormatter: (value) => STATUS_LABELS[value as InventoryTripRow['status']],
      },
      {
        field: 'handed_over_litres',
        headerName: 'Handed Over (L)',
        valueFormatter: (value) => formatNumber(value as number),
      },
      {
        field: 'delivered_litres',
        headerName: 'Delivered (L)',
        valueFormatter: (value) => formatNumber(value as number | null),
      },
      {
        field: 'variance_litres',
        headerName: 'Variance (L)',
        sortable: false,
        valueFormatter: (value) => formatNumber(value as number | null),
      },
      {
        field: 'variance_pct',
        headerName: 'Variance %',
        valueFormatter: (value) => formatPercent(value as number | null),
      },
      {
        field: 'assessment',
        headerName: 'Check',
        flex: 1.5,
        sortable: false,
        valueFormatter: (value) => assessmentLabel(value as InventoryTripRow['assessment']),
        cellRenderer: (trip) => <VarianceBadge assessment={trip.assessment} />,
      },
      {
        headerName: 'Actions',
        export: false,
        sortable: false,
        cellRenderer: (trip) =>
          trip.handed_over_litres > 0 && (
            <RowActions
              name={`${trip.route_name ?? 'trip'} ${trip.day}`}
              actions={[
                {
                  label: trip.delivered_litres === null ? 'Record Delivery' : 'Edit Delivery',
                  permission: 'trips:update',
                  onClick: () => onRecord(trip),
                },
              ]}
            />
          ),
      },
    ],
    [onRecord],
  );
  return (
    <DataTable
      ariaLabel={ariaLabel}
      rows={rows}
      columns={columns}
      getRowId={(trip) => trip.id}
      server={server}
      rowClass={(trip) => (trip.flagged ? 'inventory-row--flagged' : undefined)}
      emptyMessage="No trips in this period."
    />
  );
}
