import { useNavigate } from 'react-router-dom';
import { CreateFarmerForm } from '../features/farmers/components/create-farmer-form';
import { FARMERS_LIST_PATH } from '../features/farmers/paths';

/** Add New Farmer (docs/screens.md#add-new-farmer): saving or cancelling returns to Farmer Profiles. */
export default function AddNewFarmerPage() {
  const navigate = useNavigate();
  const toList = () => navigate(FARMERS_LIST_PATH);
  return <CreateFarmerForm onCreated={toList} onCancel={toList} />;
}
