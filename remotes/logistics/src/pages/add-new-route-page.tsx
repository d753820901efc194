import { useNavigate } from 'react-router-dom';
import { CreateRouteForm } from '../features/routes/components/create-route-form';
import { AFTER_ROUTE_CREATED_PATH, ROUTES_LIST_PATH } from '../features/routes/paths';

/**
 * Add New Route (docs/screens.md#add-new-route): saving goes on to Add Collection Center,
 * as the spec says; cancelling returns to Routes Management.
 */
export default function AddNewRoutePage() {
  const navigate = useNavigate();
  return <CreateRouteForm onCreated={() => navigate(AFTER_ROUTE_CREATED_PATH)} onCancel={() => navigate(ROUTES_LIST_PATH)} />;
}
