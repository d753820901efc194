import { PagePlaceholder } from '@maziwa/ui';

/** Quality Tests: built in a later issue; the route, title and place in the shell are final. */
export default function QualityTestsPage() {
  return (
    <PagePlaceholder
      title="Quality Tests"
      description="On-site quality tests per batch with the overall result. This screen is being built in a later issue."
    />
  );
}
