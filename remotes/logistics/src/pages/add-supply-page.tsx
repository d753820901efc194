import { pagePath } from '@maziwa/contracts';
import { useNavigate } from 'react-router-dom';
import { CreateSupplyForm } from '../features/supplies/components/create-supply-form';

/** Add Supply (docs/screens.md#add-supply): saving or cancelling returns to Supplies. */
export default function AddSupplyPage() {
  const navigate = useNavigate();
  const toList = () => navigate(pagePath('/logistics-management/supplies'));
  return <CreateSupplyForm onCreated={toList} onCancel={toList} />;
}
