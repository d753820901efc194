import type { CollectionCentreReportRow } from '@maziwa/contracts';
import { DataTable, RowActions, formatNumber, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';

export interface CollectionCentresTableProps {
  /** The current page. */
  centres: CollectionCentreReportRow[];
  server: DataTableServer;
  onEdit(centre: CollectionCentreReportRow): void;
}

const getRowId = (centre: CollectionCentreReportRow) => centre.id;

/** Where a centre is: its address, or its coordinates when it has none. */
export function centreLocation({ address, location }: CollectionCentreReportRow): string {
  if (address.trim()) return address;
  return location ? `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}` : 'N/A';
}

/** The Collection Centers & QA Agents table (docs/screens.md#collection-centers-and-qa-agents): centre, location, QA agents, farmers, Edit. */
export function CollectionCentresTable({ centres, server, onEdit }: CollectionCentresTableProps) {
  const columns = useMemo<DataTableColumn<CollectionCentreReportRow>[]>(
    () => [
      { field: 'route_name', headerName: 'Collection Center' },
      { headerName: 'Location', valueGetter: centreLocation, sortField: 'address', flex: 2 },
      {
        headerName: 'Assigned QA Agent',
        valueGetter: (centre) => (centre.qa_agents.length ? centre.qa_agents.join(', ') : 'N/A'),
      },
      { field: 'farmers', headerName: 'Farmers', valueFormatter: (value) => formatNumber(Number(value)) },
      {
        headerName: 'Actions',
        cellRenderer: (centre) => (
          <RowActions
            name={centre.route_name}
            actions={[{ label: 'Edit', permission: 'locations:update', onClick: () => onEdit(centre) }]}
          />
        ),
        export: false,
        width: 110,
      },
    ],
    [onEdit],
  );

  return (
    <DataTable
      ariaLabel="Collection centers"
      rows={centres}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No collection centers found."
    />
  );
}
