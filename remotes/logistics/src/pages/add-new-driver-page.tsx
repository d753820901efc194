import { pagePath } from '@maziwa/contracts';
import { useNavigate } from 'react-router-dom';
import { CreateDriverForm } from '../features/drivers/components/create-driver-form';

/** Add New Driver (docs/screens.md#add-new-driver): saving or cancelling returns to Driver Management. */
export default function AddNewDriverPage() {
  const navigate = useNavigate();
  const toList = () => navigate(pagePath('/logistics-management/driver-management'));
  return <CreateDriverForm onCreated={toList} onCancel={toList} />;
}
