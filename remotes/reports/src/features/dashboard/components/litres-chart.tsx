import type { LitresPerDayPoint } from '@maziwa/contracts';
import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatLitres, formatNumber, toZonedInput } from '@maziwa/ui';

export interface LitresChartProps {
  points: LitresPerDayPoint[];
}

const HEIGHT = 280;
/** Until the box is measured (and where nothing measures, as in tests). */
const DEFAULT_WIDTH = 640;

/** The width of a box, following it as the window changes. */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const dayOfMonth = (date: string) => String(toZonedInput(date)?.getDate() ?? date);
const litres = (value: unknown) => formatLitres(Number(value));

/**
 * Morning and evening litres of each day as stacked bars (recharts). Loaded only with the
 * dashboard (React.lazy), so the chart library never weighs on other pages. Hidden from
 * screen readers, which get LitresTable instead.
 */
export default function LitresChart({ points }: LitresChartProps) {
  const { ref, width } = useBoxWidth();
  return (
    <div ref={ref} className="dashboard-chart" aria-hidden="true">
      <BarChart width={width} height={HEIGHT} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--mz-color-border)" />
        <XAxis dataKey="date" tickFormatter={dayOfMonth} stroke="var(--mz-color-text-muted)" fontSize={12} />
        <YAxis tickFormatter={(value: number) => formatNumber(value, 0)} stroke="var(--mz-color-text-muted)" fontSize={12} width={64} />
        <Tooltip labelFormatter={(date) => formatDate(String(date))} formatter={litres} />
        <Legend />
        <Bar dataKey="morning_litres" name="Morning" stackId="litres" fill="var(--mz-color-primary)" />
        <Bar dataKey="evening_litres" name="Evening" stackId="litres" fill="var(--mz-color-warning)" />
      </BarChart>
    </div>
  );
}
