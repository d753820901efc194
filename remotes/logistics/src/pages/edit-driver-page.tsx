import { useNavigate, useParams } from 'react-router-dom';
import { EditDriverForm } from '../features/drivers/components/edit-driver-form';
import { DRIVER_LIST_PATH } from '../features/drivers/paths';

/** Edit Driver (docs/screens.md#edit-driver): saving or cancelling returns to Driver Management. */
export default function EditDriverPage() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const toList = () => navigate(DRIVER_LIST_PATH);
  return <EditDriverForm linkId={id} onSaved={toList} onCancel={toList} />;
}
