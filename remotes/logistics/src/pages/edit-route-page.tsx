import { pagePath } from '@maziwa/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { EditRouteForm } from '../features/routes/components/edit-route-form';

/** Edit of a route (docs/screens.md#add-new-route), opened from its row: saving or cancelling returns to Routes Management. */
export default function EditRoutePage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const toList = () => navigate(pagePath('/logistics-management/routes-management'));
  return <EditRouteForm routeId={id} onSaved={toList} onCancel={toList} />;
}
