import type { CollectionSummary } from '@maziwa/contracts';
import { formatNumber, formatPercent, StatCards, type StatCard } from '@maziwa/ui';

export interface SummaryCardsProps {
  summary: CollectionSummary | undefined;
  isLoading: boolean;
  error: unknown;
}

/** The five cards of the dashboard (docs/screens.md#dashboard), every figure from GET /reports/summary of the month. */
const CARDS: StatCard<CollectionSummary>[] = [
  { label: 'Total Collected', value: (s) => `${formatNumber(s.total_litres, 0)} L`, hint: 'Accepted litres' },
  { label: 'Fat Content', value: (s) => formatPercent(s.average_fat), hint: 'Average, weighted by litres' },
  { label: 'Protein', value: (s) => formatPercent(s.average_protein), hint: 'Average, weighted by litres' },
  { label: 'SCC', value: (s) => formatNumber(s.average_scc, 0), hint: 'Average somatic cells per ml' },
  { label: 'Pending Payments', value: (s) => formatNumber(s.pending_payments, 0), hint: 'Payments waiting now' },
];

/**
 * The dashboard's summary cards.
 *
 * @example
 * const summary = useCollectionSummary(orgId, query);
 * <SummaryCards summary={summary.data} isLoading={summary.isLoading} error={summary.error} />
 */
export function SummaryCards({ summary, isLoading, error }: SummaryCardsProps) {
  return (
    <StatCards
      label="Collection summary"
      cards={CARDS}
      data={summary}
      isLoading={isLoading}
      error={error}
      loadingText="Loading collections..."
    />
  );
}
