import { showToast } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { CreateCentreForm } from '../features/collection-centers/components/create-centre-form';
import { CENTRES_LIST_PATH } from '../features/collection-centers/paths';

/**
 * Add Collection Center (docs/screens.md#add-collection-center): saving goes to Collection
 * Centers & QA Agents with a confirmation; Cancel goes there too.
 */
export default function AddCollectionCenterPage() {
  const navigate = useNavigate();
  const toList = () => navigate(CENTRES_LIST_PATH);
  return (
    <CreateCentreForm
      onCreated={(centre) => {
        showToast({ message: `Collection center ${centre.name} saved`, link: { to: CENTRES_LIST_PATH, label: 'View collection centers' } });
        toList();
      }}
      onCancel={toList}
    />
  );
}
