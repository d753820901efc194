import type { LitresPerDayPoint } from '@maziwa/contracts';
import { QueryState, Spinner } from '@maziwa/ui';
import { lazy, Suspense } from 'react';
import { LitresTable } from './litres-table';
import './dashboard.css';

// The chart library loads with the dashboard's chart only.
const LitresChart = lazy(() => import('./litres-chart'));

export interface LitresPanelProps {
  points: LitresPerDayPoint[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** e.g. "October 2026". */
  period: string;
}

/**
 * Collection In Litres (docs/screens.md#dashboard): litres per day of the month, morning and evening, as a
 * chart with a table for screen readers.
 */
export function LitresPanel({ points, isLoading, error, period }: LitresPanelProps) {
  return (
    <section className="dashboard-panel" aria-labelledby="collection-in-litres">
      <h2 id="collection-in-litres" className="dashboard-panel__title">
        Collection In Litres
      </h2>
      <QueryState isLoading={isLoading} error={error} loadingText="Loading collections...">
        {points && (
          <>
            <Suspense fallback={<Spinner label="Loading chart..." />}>
              <LitresChart points={points} />
            </Suspense>
            <LitresTable points={points} period={period} />
          </>
        )}
      </QueryState>
    </section>
  );
}
