import { PagePlaceholder } from '@maziwa/ui';

/** Inventory: built in a later issue; the route, title and place in the shell are final. */
export default function InventoryPage() {
  return (
    <PagePlaceholder
      title="Inventory"
      description="Milk held at each collection centre against its capacity. This screen is being built in a later issue."
    />
  );
}
