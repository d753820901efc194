/** The design-token colours a series may take (tokens.css --mz-color-<name>). */
export type ChartColor = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'muted';

export interface ChartSeries<T> {
  /** The field of each datum holding this series' number. */
  key: keyof T & string;
  /** Legend and tooltip name. */
  label: string;
  /** Bars (default) or a line. */
  kind?: 'bar' | 'line';
  /** Bars with the same stack sit on one another. */
  stack?: string;
  color?: ChartColor;
}

export interface ChartProps<T> {
  /** One datum per category or day, in the order shown. */
  data: readonly T[];
  /** The field naming each datum's category or date. */
  x: keyof T & string;
  series: readonly ChartSeries<T>[];
  /** The axis' tick labels (short: "12" for a day of the month). */
  formatX?(value: unknown): string;
  /** The tooltip's heading of a datum (long: "12 Nov 2026"); default formatX. */
  formatLabel?(value: unknown): string;
  /** The value axis' tick labels (short: "1,200"). */
  formatY?(value: number): string;
  /** A value in the tooltip (long: "1,200.50 L"); default formatY. */
  formatValue?(value: number): string;
  /** Pixels; the box keeps this height while the chart library loads. Default 280. */
  height?: number;
  /** Horizontal lines, e.g. a tolerance. */
  referenceLines?: readonly { y: number; label: string }[];
  /** A click on a bar or a point, with its datum (e.g. to drill down into a day). */
  onPointClick?(datum: T): void;
}

export const CHART_DEFAULT_HEIGHT = 280;

/** The colours of series without one, in order. */
export const SERIES_COLORS: readonly ChartColor[] = ['primary', 'warning', 'success', 'info', 'danger', 'muted'];
