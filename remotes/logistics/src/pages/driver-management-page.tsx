import { PagePlaceholder } from '@maziwa/ui';

export default function DriverManagementPage() {
  return <PagePlaceholder title="Driver Management" description="Being built in this issue." />;
}
