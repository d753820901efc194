import { PagePlaceholder } from '@maziwa/ui';

export default function AddNewDriverPage() {
  return <PagePlaceholder title="Add New Driver" description="Being built in this issue." />;
}
