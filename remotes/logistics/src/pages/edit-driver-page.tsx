import { pagePath } from '@maziwa/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { EditDriverForm } from '../features/drivers/components/edit-driver-form';

/** Edit Driver (docs/screens.md#add-new-driver): saving or cancelling returns to Driver Management. */
export default function EditDriverPage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const toList = () => navigate(pagePath('/logistics-management/driver-management'));
  return <EditDriverForm linkId={id} onSaved={toList} onCancel={toList} />;
}
