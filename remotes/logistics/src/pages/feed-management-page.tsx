import { PagePlaceholder } from '@maziwa/ui';

/** Feed Management: built in a later issue; the route, title and place in the shell are final. */
export default function FeedManagementPage() {
  return (
    <PagePlaceholder
      title="Feed Management"
      description="Feed stock and feed supplied to farmers. This screen is being built in a later issue."
    />
  );
}
