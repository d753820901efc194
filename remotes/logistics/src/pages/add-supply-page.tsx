import { useNavigate } from 'react-router-dom';
import { CreateSupplyForm } from '../features/supplies/components/create-supply-form';
import { SUPPLIES_LIST_PATH } from '../features/supplies/paths';

/** Add Supply (docs/screens.md#add-supply): saving or cancelling returns to Supplies. */
export default function AddSupplyPage() {
  const navigate = useNavigate();
  const toList = () => navigate(SUPPLIES_LIST_PATH);
  return <CreateSupplyForm onCreated={toList} onCancel={toList} />;
}
