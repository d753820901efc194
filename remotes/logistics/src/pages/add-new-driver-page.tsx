import { useNavigate } from 'react-router-dom';
import { CreateDriverForm } from '../features/drivers/components/create-driver-form';
import { DRIVER_LIST_PATH } from '../features/drivers/paths';
import './add-new-driver-page.css';

/** Add New Driver (docs/screens.md#add-new-driver): saving or cancelling returns to Driver Management. */
export default function AddNewDriverPage() {
  const navigate = useNavigate();
  const toList = () => navigate(DRIVER_LIST_PATH);
  return (
    <section className="add-new-driver-page" aria-labelledby="add-new-driver-title">
      <h1 id="add-new-driver-title" className="add-new-driver-page__title">
        Add New Driver
      </h1>
      <CreateDriverForm onCreated={toList} onCancel={toList} />
    </section>
  );
}
