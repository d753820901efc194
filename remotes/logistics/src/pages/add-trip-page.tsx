import { pagePath } from '@maziwa/contracts';
import { useNavigate } from 'react-router-dom';
import { CreateTripForm } from '../features/trips/components/create-trip-form';

/**
 * Add Trip (docs/screens.md#add-trip), also where the schedule's Add New Schedule leads:
 * saving lands on Trips; Cancel goes back there too.
 */
export default function AddTripPage() {
  const navigate = useNavigate();
  const toList = () => navigate(pagePath('/logistics-management/trips'));
  return <CreateTripForm onCreated={toList} onCancel={toList} />;
}
