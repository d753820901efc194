import { formatLitres, QueryState } from '@maziwa/ui';
import type { InventorySummary } from '../api/get-inventory-summary';
import './inventory.css';

export interface InventoryCardsProps {
  summary: InventorySummary | undefined;
  isLoading: boolean;
  error: unknown;
}

function cardsOf(summary: InventorySummary) {
  return [
    { label: 'Collected', value: summary.collected_litres, hint: 'Accepted litres from farmers' },
    { label: 'Handed Over', value: summary.handed_over_litres, hint: 'Litres handed over to trips' },
    { label: 'Rejected', value: summary.rejected_litres, hint: 'Litres rejected at the centres' },
    { label: 'On Hand', value: summary.on_hand_litres, hint: 'Collected, not yet handed over' },
  ];
}

/**
 * The Inventory page's cards: milk collected, handed over, rejected and on hand over the chosen
 * period, centre and shift (the totals of the per-centre table).
 *
 * @example <InventoryCards summary={summary.data} isLoading={summary.isLoading} error={summary.error} />
 */
export function InventoryCards({ summary, isLoading, error }: InventoryCardsProps) {
  return (
    <section className="inventory-cards" aria-label="Milk handled">
      <QueryState isLoading={isLoading} error={error} loadingText="Loading inventory..." errorText="Failed to fetch the inventory">
        {summary && (
          <dl className="inventory-cards__list">
            {cardsOf(summary).map((card) => (
              <div key={card.label} className="inventory-card">
                <dt className="inventory-card__label">{card.label}</dt>
                <dd className="inventory-card__value">{formatLitres(card.value)}</dd>
                <dd className="inventory-card__hint">{card.hint}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}
