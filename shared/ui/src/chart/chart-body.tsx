import { useEffect, useRef, useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../format/format-number';
import { SERIES_COLORS, type ChartColor, type ChartProps } from './chart-types';

/** Until the box is measured (and where nothing measures, as in tests). */
const DEFAULT_WIDTH = 640;

const COLOR_VALUES: Record<ChartColor, string> = {
  primary: 'var(--mz-color-primary)',
  success: 'var(--mz-color-success)',
  warning: 'var(--mz-color-warning)',
  danger: 'var(--mz-color-danger)',
  info: 'var(--mz-color-focus-ring)',
  muted: 'var(--mz-color-text-muted)',
};

/** The width of the chart's box, following it as the window changes. */
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

const plain = (value: number) => formatNumber(value, 0);

/** recharts behind Chart: loaded on first use (see chart.tsx). */
export default function ChartBody<T>({
  data,
  x,
  series,
  formatX,
  formatLabel = formatX,
  formatY = plain,
  formatValue = formatY,
  height,
  referenceLines = [],
  onPointClick,
}: ChartProps<T> & { height: number }) {
  const { ref, width } = useBoxWidth();
  // recharts hands back the datum under the pointer; a click outside any leaves it empty.
  const click = onPointClick
    ? (state: { activeIndex?: unknown }) => {
        const index = Number(state?.activeIndex);
        if (Number.isInteger(index) && data[index] !== undefined) onPointClick(data[index]);
      }
    : undefined;
  return (
    <div ref={ref} className={onPointClick ? 'mz-chart__body mz-chart__body--clickable' : 'mz-chart__body'}>
      <ComposedChart
        width={width}
        height={height}
        data={data as unknown as Record<string, unknown>[]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
        onClick={click}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--mz-color-border)" />
        <XAxis
          dataKey={x as string}
          tickFormatter={formatX ? (value: unknown) => formatX(value) : undefined}
          stroke="var(--mz-color-text-muted)"
          fontSize={12}
        />
        <YAxis tickFormatter={(value: number) => formatY(value)} stroke="var(--mz-color-text-muted)" fontSize={12} width={72} />
        <Tooltip
          labelFormatter={formatLabel ? (value: unknown) => formatLabel(value) : undefined}
          formatter={(value: unknown) => formatValue(Number(value))}
          isAnimationActive={false}
        />
        <Legend />
        {referenceLines.map((line) => (
          <ReferenceLine
            key={`${line.label}-${line.y}`}
            y={line.y}
            stroke="var(--mz-color-danger)"
            strokeDasharray="4 4"
            label={{ value: line.label, position: 'insideTopRight', fontSize: 12, fill: 'var(--mz-color-text-muted)' }}
          />
        ))}
        {series.map((one, index) => {
          const color = COLOR_VALUES[one.color ?? SERIES_COLORS[index % SERIES_COLORS.length]];
          return one.kind === 'line' ? (
            <Line
              key={one.key}
              dataKey={one.key as string}
              name={one.label}
              stroke={color}
              strokeWidth={2}
              dot={data.length <= 31}
              isAnimationActive={false}
            />
          ) : (
            <Bar key={one.key} dataKey={one.key as string} name={one.label} stackId={one.stack} fill={color} isAnimationActive={false} />
          );
        })}
      </ComposedChart>
    </div>
  );
}
