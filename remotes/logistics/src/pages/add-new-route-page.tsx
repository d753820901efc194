import { pagePath } from '@maziwa/contracts';
import { useNavigate } from 'react-router-dom';
import { CreateRouteForm } from '../features/routes/components/create-route-form';

/**
 * Add New Route (docs/screens.md#add-new-route): saving and cancelling both return to Routes
 * Management (the confirmation offers Add Collection Center when the route has no centre).
 */
export default function AddNewRoutePage() {
  const navigate = useNavigate();
  const toRoutes = () => navigate(pagePath('/logistics-management/routes-management'));
  return <CreateRouteForm onCreated={toRoutes} onCancel={toRoutes} />;
}
