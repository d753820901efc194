import { PagePlaceholder } from '@maziwa/ui';

/** Completed Payments: built in a later issue; the route, title and place in the shell are final. */
export default function CompletedPaymentsPage() {
  return (
    <PagePlaceholder
      title="Completed Payments"
      description="Payments made, with date, method and transaction reference. This screen is being built in a later issue."
    />
  );
}
