import { PagePlaceholder } from '@maziwa/ui';

/** Add New Route: built in a later issue; the route, title and place in the shell are final. */
export default function AddNewRoutePage() {
  return (
    <PagePlaceholder
      title="Add New Route"
      description="Create a route through collection centres with start times per weekday. This screen is being built in a later issue."
    />
  );
}
