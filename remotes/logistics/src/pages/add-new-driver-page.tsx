import { useNavigate } from 'react-router-dom';
import { CreateDriverForm } from '../features/drivers/components/create-driver-form';
import { DRIVER_LIST_PATH } from '../features/drivers/paths';

/** Add New Driver (docs/screens.md#add-new-driver): saving or cancelling returns to Driver Management. */
export default function AddNewDriverPage() {
  const navigate = useNavigate();
  const toList = () => navigate(DRIVER_LIST_PATH);
  return <CreateDriverForm onCreated={toList} onCancel={toList} />;
}
