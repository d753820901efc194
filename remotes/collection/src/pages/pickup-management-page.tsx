import { PagePlaceholder } from '@maziwa/ui';

/** Pickup Management: built in a later issue; the route, title and place in the shell are final. */
export default function PickupManagementPage() {
  return (
    <PagePlaceholder
      title="Pickup Management"
      description="Centre handovers: total, handed-over and rejected weight with the QA agents. This screen is being built in a later issue."
    />
  );
}
