import { Button, FilterBar, ListPage, useDataTableHandle, useListFilters } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { DriversList } from '../features/drivers/components/drivers-list';
import { ADD_DRIVER_PATH } from '../features/drivers/paths';

/** Driver Management (spec 2.6): the organisation's drivers with search, export and row actions. */
export default function DriverManagementPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const { tableRef, exportCsv } = useDataTableHandle();

  return (
    <ListPage
      title="Driver Management"
      actions={
        <>
          <Button onClick={() => navigate(ADD_DRIVER_PATH)}>Add New Driver</Button>
          <Button variant="secondary" onClick={() => exportCsv()}>
            Export Data
          </Button>
        </>
      }
      // Only the search has something to act on here: the shared status options are
      // schedule statuses and drivers have no date or month.
      filters={<FilterBar value={filters} onChange={setFilters} show={{ date: false, month: false, status: false }} />}
    >
      <DriversList searchText={filters.search} tableRef={tableRef} />
    </ListPage>
  );
}
