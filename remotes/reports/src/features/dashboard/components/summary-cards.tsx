import type { CollectionSummary } from '@maziwa/contracts';
import { QueryState, formatNumber, formatPercent } from '@maziwa/ui';
import './dashboard.css';

export interface SummaryCardsProps {
  summary: CollectionSummary | undefined;
  isLoading: boolean;
  error: unknown;
}

/** The five cards of the dashboard (docs/screens.md#dashboard), every figure from GET /reports/summary of the month. */
function cardsOf(summary: CollectionSummary): { label: string; value: string; hint: string }[] {
  return [
    { label: 'Total Collected', value: `${formatNumber(summary.total_litres, 0)} L`, hint: 'Accepted litres' },
    { label: 'Fat Content', value: formatPercent(summary.average_fat), hint: 'Average, weighted by litres' },
    { label: 'Protein', value: formatPercent(summary.average_protein), hint: 'Average, weighted by litres' },
    { label: 'SCC', value: formatNumber(summary.average_scc, 0), hint: 'Average somatic cells per ml' },
    { label: 'Pending Payments', value: formatNumber(summary.pending_payments, 0), hint: 'Payments waiting now' },
  ];
}

/**
 * The dashboard's summary cards.
 *
 * @example
 * const summary = useCollectionSummary(orgId, query);
 * <SummaryCards summary={summary.data} isLoading={summary.isLoading} error={summary.error} />
 */
export function SummaryCards({ summary, isLoading, error }: SummaryCardsProps) {
  return (
    <section className="dashboard-cards" aria-label="Collection summary">
      <QueryState isLoading={isLoading} error={error} loadingText="Loading collections...">
        {summary && (
          <dl className="dashboard-cards__list">
            {cardsOf(summary).map((card) => (
              <div key={card.label} className="dashboard-card">
                <dt className="dashboard-card__label">{card.label}</dt>
                <dd className="dashboard-card__value">{card.value}</dd>
                <dd className="dashboard-card__hint">{card.hint}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}
