import { PagePlaceholder } from '@maziwa/ui';

/** Add Trip: built in a later issue; the route, title and place in the shell are final. */
export default function AddTripPage() {
  return (
    <PagePlaceholder
      title="Add Trip"
      description="Schedule a trip on a route with its crew. This screen is being built in a later issue."
    />
  );
}
