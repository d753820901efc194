import { PagePlaceholder } from '@maziwa/ui';

/** Extension Services: built in a later issue; the route, title and place in the shell are final. */
export default function ExtensionServicesReportPage() {
  return (
    <PagePlaceholder
      title="Extension Services"
      description="Extension visits and calls per officer and outcome. This screen is being built in a later issue."
    />
  );
}
