import { useNavigate } from 'react-router-dom';
import { CreateTripForm } from '../features/trips/components/create-trip-form';
import { TRIPS_LIST_PATH } from '../features/trips/paths';

/**
 * Add Trip (docs/screens.md#add-trip), also where the schedule's Add New Schedule leads:
 * saving lands on Trips; Cancel goes back there too.
 */
export default function AddTripPage() {
  const navigate = useNavigate();
  const toList = () => navigate(TRIPS_LIST_PATH);
  return <CreateTripForm onCreated={toList} onCancel={toList} />;
}
