import { lazy, Suspense, type ComponentType } from 'react';
import { CHART_DEFAULT_HEIGHT, type ChartProps } from './chart-types';
import './chart.css';

// The chart library is fetched with the first chart a person opens, never with a list page
// or the shell; while it loads, the box already has the chart's height, so nothing below
// it moves when the chart appears.
const ChartBody = lazy(() => import('./chart-body')) as unknown as ComponentType<ChartProps<unknown>>;

/**
 * The one chart of the console: bars (stacked or side by side) and lines over categories or
 * days. It is a picture for sighted readers only (aria-hidden): every chart sits beside a
 * table of the same numbers, which screen readers and Export Data use.
 *
 * @example
 * <Chart
 *   data={points}
 *   x="date"
 *   formatX={(day) => formatDate(String(day))}
 *   series={[
 *     { key: 'morning_litres', label: 'Morning', stack: 'litres' },
 *     { key: 'evening_litres', label: 'Evening', stack: 'litres', color: 'warning' },
 *   ]}
 *   formatY={(n) => formatLitres(n)}
 * />
 */
export function Chart<T>(props: ChartProps<T>) {
  const height = props.height ?? CHART_DEFAULT_HEIGHT;
  return (
    <div className="mz-chart" style={{ height }} aria-hidden="true" data-testid="chart">
      <Suspense fallback={<div className="mz-chart__placeholder" />}>
        <ChartBody {...(props as ChartProps<unknown>)} height={height} />
      </Suspense>
    </div>
  );
}
