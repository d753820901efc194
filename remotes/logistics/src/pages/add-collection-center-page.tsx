import { PagePlaceholder } from '@maziwa/ui';

/** Add Collection Center: built in a later issue; the route, title and place in the shell are final. */
export default function AddCollectionCenterPage() {
  return (
    <PagePlaceholder
      title="Add Collection Center"
      description="Register a collection centre and pick its location on the map. This screen is being built in a later issue."
    />
  );
}
