import { pagePath } from '@maziwa/contracts';
import { useNavigate } from 'react-router-dom';
import { CreateRouteForm } from '../features/routes/components/create-route-form';

/**
 * Add New Route (docs/screens.md#add-new-route): saving goes on to Add Collection Center,
 * as the spec says; cancelling returns to Routes Management.
 */
export default function AddNewRoutePage() {
  const navigate = useNavigate();
  return (
    <CreateRouteForm
      onCreated={() => navigate(pagePath('/collection-center/add'))}
      onCancel={() => navigate(pagePath('/logistics-management/routes-management'))}
    />
  );
}
