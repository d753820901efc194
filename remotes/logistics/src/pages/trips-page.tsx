import { PagePlaceholder } from '@maziwa/ui';

/** Trips: built in a later issue; the route, title and place in the shell are final. */
export default function TripsPage() {
  return (
    <PagePlaceholder
      title="Trips"
      description="Trips on routes with their drivers, times and status. This screen is being built in a later issue."
    />
  );
}
