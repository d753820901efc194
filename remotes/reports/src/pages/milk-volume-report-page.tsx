import { PagePlaceholder } from '@maziwa/ui';

/** Milk Volume: built in a later issue; the route, title and place in the shell are final. */
export default function MilkVolumeReportPage() {
  return (
    <PagePlaceholder
      title="Milk Volume"
      description="Litres collected per day, route and centre. This screen is being built in a later issue."
    />
  );
}
