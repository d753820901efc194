import { PagePlaceholder } from '@maziwa/ui';

/** Driver Tracking: built in a later issue; the route, title and place in the shell are final. */
export default function DriverTrackingPage() {
  return (
    <PagePlaceholder
      title="Driver Tracking"
      description="Where each driver is on their route and how many cans they have collected. This screen is being built in a later issue."
    />
  );
}
