import type { PageProps } from '@maziwa/ui';
import { InventoryView } from '../features/inventory/components/inventory-view';

/**
 * Inventory (docs/screens.md#inventory): milk collected, handed over, rejected and on hand per
 * centre and day, trips handed over against delivered at the plant, and the daily variance.
 */
export default function InventoryPage({ page }: PageProps) {
  return <InventoryView page={page} />;
}
