import { pagePath } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { useNavigate } from 'react-router-dom';
import { CreateCentreForm } from '../features/collection-centers/components/create-centre-form';

/**
 * Add Collection Center (docs/screens.md#add-collection-center): saving goes to Collection
 * Centers & QA Agents with a confirmation; Cancel goes there too.
 */
export default function AddCollectionCenterPage() {
  const navigate = useNavigate();
  const toList = () => navigate(pagePath('/logistics-management/collection-centers-and-qa-agents'));
  return (
    <CreateCentreForm
      onCreated={(centre) => {
        showToast({
          message: `Collection center ${centre.name} saved`,
          link: {
            to: pagePath('/logistics-management/collection-centers-and-qa-agents'),
            label: 'View collection centers',
          },
        });
        toList();
      }}
      onCancel={toList}
    />
  );
}
