import { PagePlaceholder } from '@maziwa/ui';

/** Routes Management: built in a later issue; the route, title and place in the shell are final. */
export default function RoutesManagementPage() {
  return (
    <PagePlaceholder
      title="Routes Management"
      description="Routes with their driver, collection centres, start times and status. This screen is being built in a later issue."
    />
  );
}
