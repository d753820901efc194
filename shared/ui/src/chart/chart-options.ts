import uPlot from 'uplot';
import { barPlace, COLOR_VARS, fitLabel, labelRoom, tickEvery, type MeasureText, type PlotData } from './chart-data';

interface PlotOptionsInput {
  plot: PlotData;
  referenceLines: readonly { y: number; label: string }[];
  size: { width: number; height: number };
  /** A CSS variable's value on the chart's box (the design tokens), read each time the canvas draws. */
  cssVar(name: string): string;
  formatY(value: number): string;
  /** The pointer moved to another place or category (tooltip). */
  onCursor(u: uPlot): void;
}

const FONT_PX = 12;
/** Room at the plot's right end, for the last label of the x axis. */
const RIGHT_PAD_PX = 16;
/** Points on a line only while they are few enough to tell apart (a month of days). */
const MAX_POINTS_SHOWN = 31;

/** The uPlot options of a Chart: categories evenly spaced, bars drawn by us, colours from the tokens. */
export function plotOptions({
  plot,
  referenceLines,
  size,
  cssVar,
  formatY,
  onCursor,
}: PlotOptionsInput): uPlot.Options {
  const font = `${FONT_PX}px ${cssVar('--mz-font-family') || 'system-ui, sans-serif'}`;
  const muted = () => cssVar('--mz-color-text-muted');
  const count = Math.max(plot.xs.length, 1);
  const measure = textMeasure(font);
  return {
    ...size,
    padding: [8, RIGHT_PAD_PX, 0, 0],
    legend: { show: false },
    cursor: { x: false, y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false, range: () => [-0.5, count - 0.5] },
      y: { range: () => plot.range },
    },
    axes: [
      {
        font,
        stroke: muted,
        grid: { show: false },
        ticks: { show: false },
        gap: 6,
        size: FONT_PX + 18,
        // One label per category (or every few, when they would overlap; long names shortened); never between two.
        splits: (u) => {
          const every = tickEvery(plot.ticks, plotWidth(u), measure);
          return plot.xs.filter((i) => i % every === 0);
        },
        values: (u, splits) => {
          const width = plotWidth(u);
          const every = tickEvery(plot.ticks, width, measure);
          const leftRoom = u.bbox.left / uPlot.pxRatio;
          return splits.map((i) =>
            fitLabel(plot.ticks[i] ?? '', labelRoom(i, plot.xs.length, every, width, leftRoom, RIGHT_PAD_PX), measure),
          );
        },
      },
      {
        font,
        stroke: muted,
        grid: { stroke: () => cssVar('--mz-color-border'), width: 1, dash: [3, 3] },
        ticks: { show: false },
        gap: 6,
        values: (_u, splits) => splits.map((value) => formatY(value)),
        // As wide as its longest label.
        size: (_u, values) => Math.max(32, Math.max(0, ...(values ?? []).map((label) => label.length)) * 7 + 14),
      },
    ],
    series: [
      {},
      ...plot.series.map((one, index): uPlot.Series => {
        const color = () => cssVar(COLOR_VARS[one.color]);
        return one.kind === 'line'
          ? {
              label: one.label,
              stroke: color,
              width: 2,
              points: { show: plot.xs.length <= MAX_POINTS_SHOWN, size: 6, fill: color },
            }
          : {
              label: one.label,
              fill: color,
              stroke: color,
              width: 0,
              points: { show: false },
              paths: barPaths(plot, index),
            };
      }),
    ],
    hooks: {
      draw: [(u) => drawReferenceLines(u, referenceLines, cssVar, font)],
      setCursor: [onCursor],
    },
  };
}

/** The plot's width in CSS pixels. */
function plotWidth(u: uPlot) {
  return u.bbox.width / uPlot.pxRatio;
}

/** Measures text in the axis font, on a canvas of its own made at the first label. */
function textMeasure(font: string): MeasureText {
  let context: CanvasRenderingContext2D | null | undefined;
  return (text) => {
    if (context === undefined) {
      context = document.createElement('canvas').getContext('2d');
      if (context) context.font = font;
    }
    return context ? context.measureText(text).width : text.length * 7;
  };
}

/** A series' bars as rectangles in their slot of each category, from the stack below them to their top. */
function barPaths(plot: PlotData, index: number): uPlot.Series.PathBuilder {
  const one = plot.series[index];
  return (u, _seriesIdx, idx0, idx1) => {
    const path = new Path2D();
    const categoryWidth = Math.abs(u.valToPos(1, 'x', true) - u.valToPos(0, 'x', true));
    // A hairline between the bars of one category, as between their slots.
    const gap = plot.slots > 1 ? uPlot.pxRatio : 0;
    for (let i = idx0; i <= idx1; i++) {
      const top = one.tops[i];
      if (top === null || top === one.bottoms[i]) continue;
      const { left, width } = barPlace(u.valToPos(i, 'x', true), categoryWidth, plot.slots, one.slot, uPlot.pxRatio);
      // Both ends rounded on their own, so a bar starts on the very pixel where the one below it ends.
      const yTop = Math.round(u.valToPos(top, 'y', true));
      const yBottom = Math.round(u.valToPos(one.bottoms[i], 'y', true));
      path.rect(
        Math.round(left),
        Math.min(yTop, yBottom),
        Math.max(Math.round(width) - gap, 1),
        Math.abs(yBottom - yTop),
      );
    }
    return { fill: path };
  };
}

/** Dashed horizontal lines (e.g. a tolerance) across the plot, each with its label at the right end. */
function drawReferenceLines(
  u: uPlot,
  lines: PlotOptionsInput['referenceLines'],
  cssVar: PlotOptionsInput['cssVar'],
  font: string,
) {
  if (lines.length === 0) return;
  const ratio = uPlot.pxRatio;
  const { ctx } = u;
  const { left, top, width, height } = u.bbox;
  ctx.save();
  ctx.lineWidth = ratio;
  ctx.setLineDash([4 * ratio, 4 * ratio]);
  ctx.font = font.replace(`${FONT_PX}px`, `${FONT_PX * ratio}px`);
  ctx.textAlign = 'right';
  for (const line of lines) {
    const y = Math.round(u.valToPos(line.y, 'y', true)) + 0.5;
    if (y < top || y > top + height) continue;
    ctx.strokeStyle = cssVar('--mz-color-danger');
    ctx.beginPath();
    ctx.moveTo(left, y);
    ctx.lineTo(left + width, y);
    ctx.stroke();
    ctx.fillStyle = cssVar('--mz-color-text-muted');
    // Above the line, or below it where a line at the top of the plot leaves no room above.
    const below = y - top < (FONT_PX + 4) * ratio;
    ctx.textBaseline = below ? 'top' : 'bottom';
    ctx.fillText(line.label, left + width - 4 * ratio, below ? y + 3 * ratio : y - 3 * ratio);
  }
  ctx.restore();
}
