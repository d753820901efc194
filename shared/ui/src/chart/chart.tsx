import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { CHART_DEFAULT_HEIGHT, type ChartProps } from './chart-types';
import './chart.css';

let bodyModule: Promise<typeof import('./chart-body')> | undefined;
/** Fetches the chart library once, for every chart of the console. */
function loadBody() {
  bodyModule ??= import('./chart-body');
  return bodyModule;
}

// The chart library is never in a page's critical path: it is fetched when a chart comes
// within 200px of the screen, so a phone whose first screen holds only the figures never
// downloads it unless the person scrolls to a chart. While it loads, the box already has the
// chart's height, so nothing below it moves.
const ChartBody = lazy(loadBody) as unknown as ComponentType<ChartProps<unknown> & { height: number }>;

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
  const [box, near] = useNearViewport<HTMLDivElement>();
  // Drawn only once near the screen, even when the library is already here: a report of five
  // charts drawn at once was one long task after another on a phone (Reports: Milk Volume,
  // 511 ms of blocking time on the mobile preset). A chart further down draws as it scrolls in.
  useEffect(() => {
    if (near) void loadBody();
  }, [near]);
  const placeholder = <div className="mz-chart__placeholder" />;
  return (
    <div ref={box} className="mz-chart" style={{ height }} aria-hidden="true" data-testid="chart">
      {near ? (
        <Suspense fallback={placeholder}>
          <ChartBody {...(props as ChartProps<unknown>)} height={height} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
