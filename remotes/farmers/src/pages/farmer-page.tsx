import { useCan, useRecordHistory } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { Button, Can, EDIT_PERSON_PERMISSIONS, ListPage, QueryState, RecordHistory } from '@maziwa/ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useFarmer } from '../features/farmers/api/get-farmer';
import { FarmerCollections } from '../features/farmers/components/farmer-collections';
import { FarmerPayments } from '../features/farmers/components/farmer-payments';
import { FarmerProfile } from '../features/farmers/components/farmer-profile';

/**
 * One farmer (docs/screens.md#farmer-details): the profile, route and centre, the latest
 * collections and payments (for those who may read them), the History (admins), and Edit.
 */
export default function FarmerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const farmer = useFarmer(id);
  const user = farmer.data?.user;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : 'Farmer';
  // The account is known once the link is read; a failed read still shows the link's own history.
  const history = useRecordHistory(farmer.isLoading ? [] : [id, farmer.data?.user_id]);
  const canReadCollections = useCan('collections:read');
  const canReadPayments = useCan('payments:read');

  return (
    <ListPage
      title={name}
      actions={
        <>
          <Link to={pagePath('/farmers/farmers-profiles')}>All farmers</Link>
          {farmer.data && (
            <Can permission={EDIT_PERSON_PERMISSIONS}>
              <Button onClick={() => navigate(pagePath('/farmers/farmers-profiles/:id/edit', { id: id }))}>Edit</Button>
            </Can>
          )}
        </>
      }
    >
      <QueryState
        isLoading={farmer.isLoading}
        error={farmer.error}
        loadingText="Loading user roles..."
        errorText="Failed to fetch user roles"
        notFoundText="Farmer not found"
      >
        {farmer.data && <FarmerProfile farmer={farmer.data} name={name} />}
        {farmer.data && canReadCollections && <FarmerCollections producerId={id} />}
        {farmer.data && canReadPayments && <FarmerPayments producerId={id} />}
        {history.allowed && <RecordHistory {...history} isLoading={history.isLoading || farmer.isLoading} />}
      </QueryState>
    </ListPage>
  );
}
