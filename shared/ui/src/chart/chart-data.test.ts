import {
  barPlace,
  datumAt,
  fitLabel,
  labelRoom,
  MAX_BAR_PX,
  niceRange,
  tickEvery,
  toNumber,
  toPlotData,
  tooltipFor,
} from './chart-data';
import type { ChartSeries } from './chart-types';

interface Day {
  date: string;
  morning: number | null;
  evening: number;
  fat?: number | string;
}

const days: Day[] = [
  { date: '2026-11-01', morning: 120, evening: 80, fat: 3.9 },
  { date: '2026-11-02', morning: null, evening: 90, fat: '4.1' },
  { date: '2026-11-03', morning: 140, evening: 95 },
];

const stacked: ChartSeries<Day>[] = [
  { key: 'morning', label: 'Morning', stack: 'litres' },
  { key: 'evening', label: 'Evening', stack: 'litres', color: 'warning' },
];

describe('toPlotData', () => {
  it('places each datum at its index, labelled by formatX', () => {
    const plot = toPlotData({ data: days, x: 'date', series: stacked, formatX: (day) => String(day).slice(8) });
    expect(plot.xs).toEqual([0, 1, 2]);
    expect(plot.ticks).toEqual(['01', '02', '03']);
  });

  it('labels the axis with the raw category when there is no formatX', () => {
    expect(toPlotData({ data: days, x: 'date', series: stacked }).ticks).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
  });

  it('sits the second series of a stack on the first, a missing value adding nothing', () => {
    const [morning, evening] = toPlotData({ data: days, x: 'date', series: stacked }).series;
    expect(morning).toMatchObject({ label: 'Morning', kind: 'bar', color: 'primary', slot: 0 });
    expect(morning.bottoms).toEqual([0, 0, 0]);
    expect(morning.tops).toEqual([120, null, 140]);
    expect(evening).toMatchObject({ label: 'Evening', kind: 'bar', color: 'warning', slot: 0 });
    expect(evening.bottoms).toEqual([120, 0, 140]);
    expect(evening.tops).toEqual([200, 90, 235]);
    // The tooltip's numbers are the datum's own, not the stack's.
    expect(evening.values).toEqual([80, 90, 95]);
  });

  it('puts bars without a stack side by side, each in its own slot', () => {
    const plot = toPlotData({
      data: days,
      x: 'date',
      series: [
        { key: 'morning', label: 'Morning' },
        { key: 'evening', label: 'Evening' },
      ],
    });
    expect(plot.slots).toBe(2);
    expect(plot.series.map((one) => one.slot)).toEqual([0, 1]);
    expect(plot.series[1].bottoms).toEqual([0, 0, 0]);
    expect(plot.series[1].tops).toEqual([80, 90, 95]);
  });

  it('draws lines through their own values, reading numbers sent as text, with the next default colour', () => {
    const plot = toPlotData({
      data: days,
      x: 'date',
      series: [
        { key: 'evening', label: 'Evening' },
        { key: 'fat', label: 'Fat (%)', kind: 'line' },
      ],
    });
    expect(plot.slots).toBe(1);
    expect(plot.series[1]).toMatchObject({ kind: 'line', color: 'warning', slot: -1, tops: [3.9, 4.1, null] });
  });

  it('spans the value axis from zero past the highest stack and every reference line', () => {
    expect(toPlotData({ data: days, x: 'date', series: stacked }).range).toEqual([0, 250]);
    const withLine = toPlotData({
      data: days,
      x: 'date',
      series: stacked,
      referenceLines: [{ y: 400, label: 'Target' }],
    });
    expect(withLine.range).toEqual([0, 400]);
  });

  it('has nothing to draw for no data', () => {
    const plot = toPlotData({ data: [] as Day[], x: 'date', series: stacked });
    expect(plot.xs).toEqual([]);
    expect(plot.range).toEqual([0, 1]);
  });
});

describe('niceRange', () => {
  it('rounds the ends out to a round step', () => {
    expect(niceRange([0, 2_750])).toEqual([0, 3_000]);
    expect(niceRange([3.9, 4.1])).toEqual([0, 5]);
  });

  it('goes below zero for negative values, e.g. a variance and its lower tolerance', () => {
    expect(niceRange([-1.2, 0.4, 2, -2])).toEqual([-2, 2]);
  });
});

describe('tickEvery', () => {
  it('labels every category while the labels fit', () => {
    expect(tickEvery(['01', '02', '03'], 600)).toBe(1);
  });

  it('labels every few days of a month on a phone', () => {
    const month = Array.from({ length: 31 }, (_, i) => String(i + 1));
    // 31 labels of 2 characters need ~22 px each: 300 px fits 13, so every 3rd.
    expect(tickEvery(month, 300)).toBe(3);
  });

  it('shortens long names under every category rather than skip them, while each has room for a few letters', () => {
    const centres = Array.from({ length: 10 }, (_, i) => `Centre number ${i + 1} Collection Centre`);
    expect(tickEvery(centres, 890)).toBe(1);
    expect(tickEvery(centres, 300)).toBe(3);
  });
});

describe('fitLabel', () => {
  const sevenEach = (text: string) => text.length * 7;

  it('keeps a label that fits, shortens one that does not, and drops one when not even a letter fits', () => {
    expect(fitLabel('11/01', 35, sevenEach)).toBe('11/01');
    expect(fitLabel('Githunguri Collection Centre', 77, sevenEach)).toBe('Githunguri…');
    expect(fitLabel('Githunguri', 10, sevenEach)).toBe('');
  });
});

describe('labelRoom', () => {
  it('gives a label its categories up to the next label, less the gap between labels', () => {
    // 10 categories of 89 px, a label under each: 81 px each in the middle.
    expect(labelRoom(4, 10, 1, 890, 40, 16)).toBe(81);
    expect(labelRoom(3, 10, 3, 890, 40, 16)).toBe(259);
  });

  it('keeps the last label inside the plot and its right padding', () => {
    // Centred 44.5 px from the right end, plus 16 px of padding: 121 px at most.
    expect(labelRoom(9, 10, 3, 890, 40, 16)).toBe(121);
  });
});

describe('barPlace', () => {
  it('centres one bar in its category', () => {
    expect(barPlace(100, 50, 1, 0)).toEqual({ left: 82.5, width: 35 });
  });

  it('puts two slots side by side around the centre', () => {
    expect(barPlace(100, 100, 2, 0)).toEqual({ left: 65, width: 35 });
    expect(barPlace(100, 100, 2, 1)).toEqual({ left: 100, width: 35 });
  });

  it('keeps a bar narrow when there are few categories on a wide screen', () => {
    expect(barPlace(400, 800, 1, 0, 2).width).toBe(MAX_BAR_PX * 2);
  });
});

describe('tooltipFor', () => {
  const plot = toPlotData({ data: days, x: 'date', series: stacked });
  const plain = (value: number) => String(value);

  it('heads the datum with formatLabel and gives each series its formatValue', () => {
    const tip = tooltipFor(
      plot,
      {
        data: days,
        x: 'date',
        formatX: () => 'short',
        formatLabel: (day) => `Day ${String(day)}`,
        formatValue: (v) => `${v} L`,
      },
      0,
      plain,
    );
    expect(tip).toEqual({
      title: 'Day 2026-11-01',
      rows: [
        { label: 'Morning', value: '120 L', color: 'primary' },
        { label: 'Evening', value: '80 L', color: 'warning' },
      ],
    });
  });

  it('falls back to formatX and formatY, and leaves out a series without a value', () => {
    const tip = tooltipFor(
      plot,
      { data: days, x: 'date', formatX: (day) => `#${String(day)}`, formatY: (v) => `${v}!` },
      1,
      plain,
    );
    expect(tip).toEqual({ title: '#2026-11-02', rows: [{ label: 'Evening', value: '90!', color: 'warning' }] });
  });

  it('has no tooltip off the categories', () => {
    expect(tooltipFor(plot, { data: days, x: 'date' }, null, plain)).toBeNull();
    expect(tooltipFor(plot, { data: days, x: 'date' }, 3, plain)).toBeNull();
  });
});

describe('datumAt', () => {
  it('maps the index under the pointer to its datum, and nothing outside', () => {
    expect(datumAt(days, 2)).toBe(days[2]);
    expect(datumAt(days, -1)).toBeUndefined();
    expect(datumAt(days, 3)).toBeUndefined();
    expect(datumAt(days, null)).toBeUndefined();
  });
});

describe('toNumber', () => {
  it('reads numbers and numeric text, and nothing else', () => {
    expect([toNumber(2), toNumber('2.5'), toNumber(''), toNumber(null), toNumber(Number.NaN), toNumber('x')]).toEqual([
      2,
      2.5,
      null,
      null,
      null,
      null,
    ]);
  });
});
