import { QueryState } from '../list-page/query-state';
import './stat-cards.css';

export interface StatCard<T> {
  /** "Total Collected". */
  label: string;
  /** The figure, formatted, from the loaded data: `(s) => formatLitres(s.collected_litres)`. */
  value(data: T): string;
  /** A short line under the figure: what it counts. */
  hint?: string;
}

export interface StatCardsProps<T> {
  /** The region's accessible name, e.g. "Collection summary". */
  label: string;
  cards: readonly StatCard<T>[];
  /** What the figures are read from; undefined until it has loaded. */
  data: T | undefined;
  isLoading: boolean;
  error?: unknown;
  /** Said to screen readers while loading, e.g. "Loading collections..."; default "Loading ...". */
  loadingText?: string;
  /** The failure text, e.g. "Failed to fetch the inventory". */
  errorText?: string;
}

/**
 * A row of figure cards above a page (label, figure, hint), as a description list so each
 * label names its figure. Until the data is there each card is a grey block of its final
 * size, so the page below does not jump when the figures arrive.
 *
 * @example
 * const CARDS: StatCard<InventorySummary>[] = [
 *   { label: 'Collected', value: (s) => formatLitres(s.collected_litres), hint: 'Accepted litres from farmers' },
 * ];
 * <StatCards label="Milk handled" cards={CARDS} data={summary.data} isLoading={summary.isLoading} error={summary.error} />
 */
export function StatCards<T>({
  label,
  cards,
  data,
  isLoading,
  error,
  loadingText = 'Loading ...',
  errorText,
}: StatCardsProps<T>) {
  return (
    <section className="mz-stat-cards" aria-label={label} aria-busy={isLoading}>
      {/* Only the failure goes through QueryState: loading keeps the blank cards in place. */}
      <QueryState isLoading={false} error={isLoading ? undefined : error} errorText={errorText}>
        {data === undefined ? (
          <>
            {isLoading && (
              <p className="mz-visually-hidden" role="status">
                {loadingText}
              </p>
            )}
            {/* The same boxes and lines as the cards, blank: nothing moves when the figures come. */}
            <div className="mz-stat-cards__list" aria-hidden="true">
              {cards.map((card) => (
                <div key={card.label} className="mz-stat-card mz-stat-card--loading">
                  <span className="mz-stat-card__label">&nbsp;</span>
                  <span className="mz-stat-card__value">&nbsp;</span>
                  {card.hint && <span className="mz-stat-card__hint">&nbsp;</span>}
                </div>
              ))}
            </div>
          </>
        ) : (
          <dl className="mz-stat-cards__list">
            {cards.map((card) => (
              <div key={card.label} className="mz-stat-card">
                <dt className="mz-stat-card__label">{card.label}</dt>
                <dd className="mz-stat-card__value">{card.value(data)}</dd>
                {card.hint && <dd className="mz-stat-card__hint">{card.hint}</dd>}
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}
