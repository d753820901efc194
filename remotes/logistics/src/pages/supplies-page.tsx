import { PagePlaceholder } from '@maziwa/ui';

/** Supplies: built in a later issue; the route, title and place in the shell are final. */
export default function SuppliesPage() {
  return (
    <PagePlaceholder
      title="Supplies"
      description="Feed, seed and other supplies issued to farmers. This screen is being built in a later issue."
    />
  );
}
