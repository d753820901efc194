import type { LitresPerDayPoint } from '@maziwa/contracts';
import { Chart, formatDate, formatLitres, formatNumber, Panel, QueryState, toZonedInput } from '@maziwa/ui';
import { LitresTable } from './litres-table';
import './dashboard.css';

const dayOfMonth = (date: unknown) => String(toZonedInput(String(date))?.getDate() ?? date);

/** The chart's height, held while the month's figures load. */
const CHART_HEIGHT = 280;

export interface LitresPanelProps {
  points: LitresPerDayPoint[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** The month shown, e.g. "October 2026": in the title and the table's name. */
  period: string;
}

/**
 * Collection In Litres (docs/screens.md#dashboard): litres per day of the month, morning and evening, as a
 * chart with a table for screen readers.
 */
export function LitresPanel({ points, isLoading, error, period }: LitresPanelProps) {
  return (
    <Panel title={`Collection In Litres, ${period}`}>
      {/* While loading, the panel is already as tall as its chart, so Collection Centres
          below does not jump down when the figures arrive (a layout shift of 0.05-0.07 on a
          desktop, where both panels are on the first screen). Held until a failure shows, not
          only while loading: QueryState keeps its loading text up a moment after the figures
          arrive, while it draws the chart in the background. */}
      <div style={error && !isLoading ? undefined : { minHeight: CHART_HEIGHT }}>
        <QueryState isLoading={isLoading} error={error} loadingText="Loading collections...">
          {points && (
            <>
              <Chart
                height={CHART_HEIGHT}
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
      </div>
    </Panel>
  );
}
