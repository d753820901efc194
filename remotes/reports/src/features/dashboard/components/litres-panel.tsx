import type { LitresPerDayPoint } from '@maziwa/contracts';
import { Chart, formatDate, formatLitres, formatNumber, Panel, QueryState, toZonedInput } from '@maziwa/ui';
import { LitresTable } from './litres-table';
import './dashboard.css';

const dayOfMonth = (date: unknown) => String(toZonedInput(String(date))?.getDate() ?? date);

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
    <Panel title="Collection In Litres">
      <QueryState isLoading={isLoading} error={error} loadingText="Loading collections...">
        {points && (
          <>
            <Chart
              data={points}
              x="date"
              formatX={dayOfMonth}
              formatLabel={(date) => formatDate(String(date))}
              formatY={(litres) => formatNumber(litres, 0)}
              formatValue={formatLitres}
              series={[
                { key: 'morning_litres', label: 'Morning', stack: 'litres', color: 'primary' },
                { key: 'evening_litres', label: 'Evening', stack: 'litres', color: 'warning' },
              ]}
            />
            <LitresTable points={points} period={period} />
          </>
        )}
      </QueryState>
    </Panel>
  );
}
