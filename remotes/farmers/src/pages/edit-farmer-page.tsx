import { pagePath } from '@maziwa/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { EditFarmerForm } from '../features/farmers/components/edit-farmer-form';

/** Edit Farmer (docs/screens.md#add-new-farmer): saving or cancelling returns to the farmer's page. */
export default function EditFarmerPage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const toFarmer = () => navigate(pagePath('/farmers/farmers-profiles/:id', { id: id }));
  return <EditFarmerForm linkId={id} onSaved={toFarmer} onCancel={toFarmer} />;
}
