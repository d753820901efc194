import { formatLitres, StatCards, type StatCard } from '@maziwa/ui';
import type { InventorySummary } from '../api/get-inventory-summary';

export interface InventoryCardsProps {
  summary: InventorySummary | undefined;
  isLoading: boolean;
  error: unknown;
}

const CARDS: StatCard<InventorySummary>[] = [
  { label: 'Collected', value: (s) => formatLitres(s.collected_litres), hint: 'Accepted litres from farmers' },
  { label: 'Handed Over', value: (s) => formatLitres(s.handed_over_litres), hint: 'Litres handed over to trips' },
  { label: 'Rejected', value: (s) => formatLitres(s.rejected_litres), hint: 'Litres rejected at the centres' },
  { label: 'On Hand', value: (s) => formatLitres(s.on_hand_litres), hint: 'Collected, not yet handed over' },
];

/**
 * The Inventory page's cards: milk collected, handed over, rejected and on hand over the chosen
 * period, centre and shift (the totals of the per-centre table).
 *
 * @example <InventoryCards summary={summary.data} isLoading={summary.isLoading} error={summary.error} />
 */
export function InventoryCards({ summary, isLoading, error }: InventoryCardsProps) {
  return (
    <StatCards
      label="Milk handled"
      cards={CARDS}
      data={summary}
      isLoading={isLoading}
      error={error}
      loadingText="Loading inventory..."
      errorText="Failed to fetch the inventory"
    />
  );
}
