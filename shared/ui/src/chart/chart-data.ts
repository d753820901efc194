import { SERIES_COLORS, type ChartColor, type ChartProps } from './chart-types';

/** The CSS variable (tokens.css) behind each chart colour; read when the chart draws. */
export const COLOR_VARS: Record<ChartColor, string> = {
  primary: '--mz-color-primary',
  success: '--mz-color-success',
  warning: '--mz-color-warning',
  danger: '--mz-color-danger',
  info: '--mz-color-focus-ring',
  muted: '--mz-color-text-muted',
};

/** One series as drawn: where each bar starts and ends (stacks sit on one another). */
export interface PlotSeries {
  label: string;
  kind: 'bar' | 'line';
  color: ChartColor;
  /** The datum's own number (the tooltip's), null where it has none. */
  values: (number | null)[];
  /** Where each bar or point ends on the value axis: for a stacked bar, the stack so far plus its value. */
  tops: (number | null)[];
  /** Where each bar starts: 0, or the top of the bar below it in its stack. */
  bottoms: number[];
  /** Bars of one stack share a slot beside the other stacks and lone bars; -1 for a line. */
  slot: number;
}

/** What the canvas library is handed: x is the datum's index, so categories and days are spaced evenly. */
export interface PlotData {
  xs: number[];
  /** The x axis' label of each datum (formatX). */
  ticks: string[];
  series: PlotSeries[];
  /** Bar slots per category (one per stack or lone bar series). */
  slots: number;
  /** The value axis' range: zero, every bar and point and every reference line, rounded out to a round step. */
  range: [number, number];
}

/** A number, or null where the datum has none (numbers sent as text count). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** The round step (1, 2, 2.5 or 5 times a power of ten) closest above `rough`. */
function roundStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= rough - 1e-9) ?? 10;
  return step * power;
}

/** From zero (or below, for negative numbers) to the highest value, ends rounded out to about five steps. */
export function niceRange(values: readonly number[]): [number, number] {
  let lo = Math.min(0, ...values);
  let hi = Math.max(0, ...values);
  if (lo === hi) hi = lo + 1;
  const step = roundStep((hi - lo) / 5);
  lo = Math.floor(lo / step + 1e-9) * step;
  hi = Math.ceil(hi / step - 1e-9) * step;
  return [lo, hi];
}

type PlotInput<T> = Pick<ChartProps<T>, 'data' | 'x' | 'series' | 'formatX' | 'referenceLines'>;

/** The data and series of a Chart as the canvas draws them. */
export function toPlotData<T>({ data, x, series, formatX, referenceLines = [] }: PlotInput<T>): PlotData {
  const stackTops = new Map<string, number[]>();
  const slotOf = new Map<string, number>();
  let slots = 0;
  const plotted = series.map((one, index): PlotSeries => {
    const kind = one.kind ?? 'bar';
    const values = data.map((datum) => toNumber(datum[one.key]));
    const color = one.color ?? SERIES_COLORS[index % SERIES_COLORS.length];
    if (kind === 'line')
      return { label: one.label, kind, color, values, tops: values, bottoms: values.map(() => 0), slot: -1 };
    // Bars with a stack id share the stack's slot and start where the stack got to.
    let slot = one.stack === undefined ? undefined : slotOf.get(one.stack);
    if (slot === undefined) {
      slot = slots++;
      if (one.stack !== undefined) slotOf.set(one.stack, slot);
    }
    const running = one.stack === undefined ? data.map(() => 0) : (stackTops.get(one.stack) ?? data.map(() => 0));
    const bottoms = [...running];
    const tops = values.map((value, i) => (value === null ? null : bottoms[i] + value));
    if (one.stack !== undefined)
      stackTops.set(
        one.stack,
        tops.map((top, i) => top ?? bottoms[i]),
      );
    return { label: one.label, kind, color, values, tops, bottoms, slot };
  });
  const reach = plotted
    .flatMap((one) => [...one.tops, ...(one.kind === 'bar' ? one.bottoms : [])])
    .filter((v): v is number => v !== null);
  return {
    xs: data.map((_, i) => i),
    ticks: data.map((datum) => (formatX ? formatX(datum[x]) : String(datum[x] ?? ''))),
    series: plotted,
    slots,
    range: niceRange([...reach, ...referenceLines.map((line) => line.y)]),
  };
}

/** About the width of one character of the 12px axis font (where the text cannot be measured), and the gap kept between two labels. */
const CHAR_PX = 7;
export const LABEL_GAP_PX = 8;
/** Long names are shortened (…) rather than skipped while a category has room for this many pixels of text. */
const SHORTENED_LABEL_PX = 64;

/** The width of a label in CSS pixels. */
export type MeasureText = (text: string) => number;
const estimate: MeasureText = (text) => text.length * CHAR_PX;

/** Every how many categories the x axis shows a label, so that labels never overlap. */
export function tickEvery(labels: readonly string[], plotWidth: number, measure: MeasureText = estimate): number {
  if (labels.length === 0 || plotWidth <= 0) return 1;
  const category = plotWidth / labels.length;
  const widest = Math.max(...labels.map(measure)) + LABEL_GAP_PX;
  if (widest <= category) return 1;
  return Math.ceil(Math.min(widest, SHORTENED_LABEL_PX + LABEL_GAP_PX) / category);
}

/** The label itself if it fits in `room` pixels, else as much of it as fits followed by "…" (nothing if not even that fits). */
export function fitLabel(label: string, room: number, measure: MeasureText = estimate): string {
  if (measure(label) <= room) return label;
  for (let length = label.length - 1; length > 0; length--) {
    const shortened = `${label.slice(0, length).trimEnd()}…`;
    if (measure(shortened) <= room) return shortened;
  }
  return '';
}

/**
 * The room for the label of category `index`, centred under it: the categories up to the next
 * label, and no further past the plot's ends than the room there is (the value axis on the left,
 * the padding on the right).
 */
export function labelRoom(
  index: number,
  count: number,
  every: number,
  plotWidth: number,
  leftRoom: number,
  rightRoom: number,
): number {
  const category = plotWidth / Math.max(count, 1);
  const centre = category * (index + 0.5);
  const toLeft = centre + leftRoom;
  const toRight = plotWidth - centre + rightRoom;
  return Math.min(every * category - LABEL_GAP_PX, 2 * toLeft, 2 * toRight);
}

/** Bars fill this share of a category's width; the rest is the gap between categories. */
const SLOT_FILL = 0.7;
/** No bar wider than this (CSS pixels), so two categories do not draw two slabs. */
export const MAX_BAR_PX = 64;

/** The left edge and width of a bar in its category, beside the other slots (pixels of the canvas). */
export function barPlace(
  center: number,
  categoryWidth: number,
  slots: number,
  slot: number,
  pxRatio = 1,
): { left: number; width: number } {
  const width = Math.min((categoryWidth * SLOT_FILL) / Math.max(slots, 1), MAX_BAR_PX * pxRatio);
  return { left: center - (width * slots) / 2 + slot * width, width };
}

export interface TooltipContent {
  title: string;
  rows: { label: string; value: string; color: ChartColor }[];
}

type TooltipInput<T> = Pick<ChartProps<T>, 'data' | 'x' | 'formatX' | 'formatLabel' | 'formatY' | 'formatValue'>;

/** The tooltip of the datum at `index`: its long label, and each series' value that it has. */
export function tooltipFor<T>(
  plot: PlotData,
  props: TooltipInput<T>,
  index: number | null | undefined,
  plain: (value: number) => string,
): TooltipContent | null {
  if (datumAt(props.data, index) === undefined || index == null) return null;
  const datum = props.data[index];
  const label = props.formatLabel ?? props.formatX;
  const formatValue = props.formatValue ?? props.formatY ?? plain;
  return {
    title: label ? label(datum[props.x]) : String(datum[props.x] ?? ''),
    rows: plot.series.flatMap((one) => {
      const value = one.values[index];
      return value === null ? [] : [{ label: one.label, value: formatValue(value), color: one.color }];
    }),
  };
}

/** The datum under the pointer, or undefined when it is outside every category. */
export function datumAt<T>(data: readonly T[], index: number | null | undefined): T | undefined {
  return index != null && Number.isInteger(index) && index >= 0 && index < data.length ? data[index] : undefined;
}
