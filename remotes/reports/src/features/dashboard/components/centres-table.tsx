import type { CentreQualityRow } from '@maziwa/contracts';
import { DataTable, formatNumber, type DataTableColumn, type DataTableServer } from '@maziwa/ui';

export interface CentresTableProps {
  centres: CentreQualityRow[];
  server: DataTableServer;
}

const getRowId = (centre: CentreQualityRow) => centre.id;

const columns: DataTableColumn<CentreQualityRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1.5 },
  { field: 'quantity_litres', headerName: 'Quantity (L)', valueFormatter: (value) => formatNumber(value as number) },
  { field: 'fat_pct', headerName: 'Fat Content (%)', valueFormatter: (value) => formatNumber(value as number | null) },
  { field: 'protein_pct', headerName: 'Protein (%)', valueFormatter: (value) => formatNumber(value as number | null) },
  { field: 'scc', headerName: 'SCC', valueFormatter: (value) => formatNumber(value as number | null, 0) },
  { field: 'location', headerName: 'Location', flex: 1.5 },
];

/** The Collection Centres table (docs/screens.md#dashboard): sorted and paged by the API, 10 a page. */
export function CentresTable({ centres, server }: CentresTableProps) {
  return (
    <DataTable
      ariaLabel="Collection Centres"
      rows={centres}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No collection centres found."
    />
  );
}
