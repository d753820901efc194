import { PagePlaceholder } from '@maziwa/ui';

/** Add Supply: built in a later issue; the route, title and place in the shell are final. */
export default function AddSupplyPage() {
  return (
    <PagePlaceholder
      title="Add Supply"
      description="Record supplies issued to a farmer. This screen is being built in a later issue."
    />
  );
}
