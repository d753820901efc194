import type { ServerList } from '@maziwa/api-client';
import { pagePath, type RowOf } from '@maziwa/contracts';
import type { DataTableColumn } from '@maziwa/ui';
import { Link } from 'react-router-dom';
import { formatCount, formatLitresValue, formatPct, formatShare, ReportTableSection } from '../../report-kit';

export type WorstSccFarmerRow = RowOf<'/reports/worst-scc-farmers'>;

/** How many farmers the ranking shows. */
export const WORST_FARMERS = 10;

const columns: DataTableColumn<WorstSccFarmerRow>[] = [
  {
    field: 'farmer_name',
    headerName: 'Farmer',
    flex: 1.5,
    // The farmers remote owns the profile; remotes link by path.
    cellRenderer: (row) => (
      <Link to={pagePath('/farmers/farmers-profiles/:id', { id: row.id })}>{row.farmer_name}</Link>
    ),
  },
  { field: 'scc', headerName: 'SCC (cells/ml)', valueFormatter: formatCount },
  { field: 'above_400k_pct', headerName: '> 400k', valueFormatter: formatShare },
  { field: 'litres', headerName: 'Accepted (L)', valueFormatter: formatLitresValue },
  { field: 'fat_pct', headerName: 'Fat (%)', valueFormatter: formatPct },
  { field: 'protein_pct', headerName: 'Protein (%)', valueFormatter: formatPct },
];

/** The ten farmers whose milk had the highest litre-weighted SCC, each linked to their profile. */
export function WorstFarmersSection({ list, minLitres }: { list: ServerList<WorstSccFarmerRow>; minLitres: number }) {
  return (
    <ReportTableSection
      title="Worst 10 farmers by SCC"
      note={`Litre-weighted SCC of each farmer's accepted milk; only farmers with at least ${minLitres} L in the period are ranked.`}
      tableLabel="Worst farmers by SCC"
      // A ranking of one page: no paging or sorting of its own.
      list={{ rows: list.rows.slice(0, WORST_FARMERS), isLoading: list.isLoading, error: list.error }}
      columns={columns}
      loadingText="Loading farmers..."
      errorText="Failed to fetch farmers"
      emptyMessage="No farmer delivered enough milk in this period to be ranked."
    />
  );
}
