import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../format/format-number';
import { COLOR_VARS, datumAt, toPlotData, tooltipFor } from './chart-data';
import { plotOptions } from './chart-options';
import type { ChartProps } from './chart-types';

/** Until the box is measured (and where nothing measures, as in tests). */
const DEFAULT_WIDTH = 640;
/** About one line of legend, for the plot's height before the box is measured. */
const LEGEND_GUESS_PX = 28;

const plain = (value: number) => formatNumber(value, 0);

interface Hover {
  index: number;
  /** The pointer, in pixels from the plot box's top left corner. */
  left: number;
  top: number;
  /** The hovered category's column, same frame. */
  bandLeft: number;
  bandWidth: number;
  bandTop: number;
  bandHeight: number;
}

/** uPlot (canvas) behind Chart: loaded once the page is idle or the chart nears the screen (see chart.tsx). */
export default function ChartBody<T>(props: ChartProps<T> & { height: number }) {
  const { data, x, series, formatX, referenceLines, onPointClick, height } = props;
  const plotBox = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  // The formatters and the click handler are often new functions on every render of the page;
  // the canvas reads the latest through this ref instead of being rebuilt for each.
  const latest = useRef(props);
  latest.current = props;

  const plot = useMemo(
    () => toPlotData({ data, x, series, formatX, referenceLines }),
    [data, x, series, formatX, referenceLines],
  );
  // Pages hand over fresh arrays on every render; the canvas is rebuilt only when what it draws changes.
  const drawn = JSON.stringify([plot, referenceLines ?? []]);

  useEffect(() => {
    const box = plotBox.current;
    if (!box) return undefined;
    const size = () => ({
      width: box.clientWidth || DEFAULT_WIDTH,
      height: box.clientHeight || Math.max(height - LEGEND_GUESS_PX, 80),
    });
    const options = plotOptions({
      plot,
      referenceLines: referenceLines ?? [],
      size: size(),
      cssVar: (name) => getComputedStyle(box).getPropertyValue(name).trim(),
      formatY: (value) => (latest.current.formatY ?? plain)(value),
      onCursor: (u) => setHover(hoverOf(u)),
    });
    const chart = new uPlot(options, [plot.xs, ...plot.series.map((one) => one.tops)], box);
    const click = () => {
      const datum = datumAt(latest.current.data, chart.cursor.idx);
      if (datum !== undefined) latest.current.onPointClick?.(datum);
    };
    chart.over.addEventListener('click', click);
    const leave = () => setHover(null);
    chart.over.addEventListener('mouseleave', leave);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            const next = size();
            if (next.width !== chart.width || next.height !== chart.height) chart.setSize(next);
          });
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      chart.over.removeEventListener('click', click);
      chart.over.removeEventListener('mouseleave', leave);
      chart.destroy();
      setHover(null);
    };
    // `drawn` stands for plot and referenceLines by content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, height]);

  const tip = hover ? tooltipFor(plot, props, hover.index, plain) : null;
  return (
    <div className={onPointClick ? 'mz-chart__body mz-chart__body--clickable' : 'mz-chart__body'}>
      <div className="mz-chart__plot" ref={plotBox}>
        {hover && (
          <div
            className="mz-chart__hover"
            style={{ left: hover.bandLeft, width: hover.bandWidth, top: hover.bandTop, height: hover.bandHeight }}
          />
        )}
        {hover && tip && (
          <div
            className="mz-chart__tooltip"
            data-testid="chart-tooltip"
            style={tooltipPlace(hover, plotBox.current?.clientWidth || DEFAULT_WIDTH)}
          >
            <div className="mz-chart__tooltip-title">{tip.title}</div>
            {tip.rows.map((row) => (
              <div key={row.label} className="mz-chart__tooltip-row">
                <span className="mz-chart__swatch" style={{ background: `var(${COLOR_VARS[row.color]})` }} />
                {row.label}: <strong>{row.value}</strong>
              </div>
            ))}
          </div>
        )}
      </div>
      <ul className="mz-chart__legend">
        {plot.series.map((one) => (
          <li key={one.label}>
            <span
              className={one.kind === 'line' ? 'mz-chart__swatch mz-chart__swatch--line' : 'mz-chart__swatch'}
              style={{ background: `var(${COLOR_VARS[one.color]})` }}
            />
            {one.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where the pointer is and which category's column it is over, in the plot box's pixels. */
function hoverOf(u: uPlot): Hover | null {
  const index = u.cursor.idx;
  const { left, top } = u.cursor;
  if (index == null || left == null || top == null || left < 0) return null;
  const from = u.valToPos(index - 0.5, 'x');
  const to = u.valToPos(index + 0.5, 'x');
  const { offsetLeft, offsetTop, offsetHeight } = u.over;
  return {
    index,
    left: offsetLeft + left,
    top: offsetTop + top,
    bandLeft: offsetLeft + Math.min(from, to),
    bandWidth: Math.abs(to - from),
    bandTop: offsetTop,
    bandHeight: offsetHeight,
  };
}

/** Beside the pointer, on the side with more room, so the tooltip never leaves the box. */
function tooltipPlace(hover: Hover, boxWidth: number): CSSProperties {
  const gap = 12;
  const onRight = hover.left < boxWidth / 2;
  return onRight
    ? { left: hover.left + gap, top: Math.max(hover.top - gap, 0) }
    : { right: boxWidth - hover.left + gap, top: Math.max(hover.top - gap, 0) };
}
