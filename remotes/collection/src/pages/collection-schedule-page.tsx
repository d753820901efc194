import { PagePlaceholder } from '@maziwa/ui';

/** Collection Schedule: built in a later issue; the route, title and place in the shell are final. */
export default function CollectionSchedulePage() {
  return (
    <PagePlaceholder
      title="Collection Schedule"
      description="Scheduled pickups per route with driver, start time, centres, litres collected and status. This screen is being built in a later issue."
    />
  );
}
