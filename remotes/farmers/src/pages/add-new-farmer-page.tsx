import { pagePath } from '@maziwa/contracts';
import { useNavigate } from 'react-router-dom';
import { CreateFarmerForm } from '../features/farmers/components/create-farmer-form';

/** Add New Farmer (docs/screens.md#add-new-farmer): saving or cancelling returns to Farmer Profiles. */
export default function AddNewFarmerPage() {
  const navigate = useNavigate();
  const toList = () => navigate(pagePath('/farmers/farmers-profiles'));
  return <CreateFarmerForm onCreated={toList} onCancel={toList} />;
}
