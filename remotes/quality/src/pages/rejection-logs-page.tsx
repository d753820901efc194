import { PagePlaceholder } from '@maziwa/ui';

/** Rejection Logs: built in a later issue; the route, title and place in the shell are final. */
export default function RejectionLogsPage() {
  return (
    <PagePlaceholder
      title="Rejection Logs"
      description="Rejected milk with the coded reason, farmer, weight and batch. This screen is being built in a later issue."
    />
  );
}
