import { PagePlaceholder } from '@maziwa/ui';

/** Add New Farmer: built in a later issue; the route, title and place in the shell are final. */
export default function AddNewFarmerPage() {
  return (
    <PagePlaceholder
      title="Add New Farmer"
      description="Register a producer: personal details, contact information and farmer details. This screen is being built in a later issue."
    />
  );
}
