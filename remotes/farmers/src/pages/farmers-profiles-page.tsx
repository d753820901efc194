import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import {
  Button,
  Can,
  ExportDataButton,
  FilterBar,
  lazyDialog,
  ListPage,
  type PageProps,
  useFilterParams,
  useListFilters,
} from '@maziwa/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFarmers } from '../features/farmers/api/get-farmers';
import { FarmersList } from '../features/farmers/components/farmers-list';
import { farmerPaymentStatusOptions } from '../features/farmers/model/payment-status-options';

// Upload downloads when first opened (lazyDialog), with the CSV rules and the form kit's person
// payload: the list loads without them.
const UploadFarmersDialog = lazyDialog(() =>
  import('../features/farmers/components/upload-farmers-dialog').then((module) => module.UploadFarmersDialog),
);

/**
 * Farmer Profiles (docs/screens.md#farmer-profiles): every farmer of the organisation, paged, sorted and searched
 * by the API, with a CSV export of the whole filtered list and an Upload of farmers from CSV.
 */
export default function FarmersProfilesPage({ page }: PageProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters();
  const orgId = useOrgId();
  const farmers = useFarmers(orgId, useFilterParams(filters));
  const [uploading, setUploading] = useState(false);

  return (
    <ListPage
      title="Farmer Profiles"
      actions={
        <>
          <Can permission="user_roles:create">
            <Button variant="secondary" onClick={() => setUploading(true)} disabled={orgId === null}>
              Upload
            </Button>
            <Button onClick={() => navigate(pagePath('/farmer/add-new-farmer'))}>Add New Farmer</Button>
          </Can>
          <ExportDataButton list={farmers} fileName="farmers.csv" />
        </>
      }
      // The report has no period (quantities cover the whole history), so no date or month;
      // the status is the latest payment's.
      filters={
        <FilterBar
          searchPlaceholder={page.search}
          value={filters}
          onChange={setFilters}
          statusOptions={farmerPaymentStatusOptions}
          show={{ date: false, month: false }}
        />
      }
    >
      <FarmersList list={farmers} />
      {uploading && <UploadFarmersDialog onClose={() => setUploading(false)} />}
    </ListPage>
  );
}
