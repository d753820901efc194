import { act, fireEvent, render, screen, within } from '@testing-library/react';
import uPlot from 'uplot';
import { Chart } from './chart';

// Tests run with a stand-in for uPlot (jsdom has no canvas: shared/tooling/jest/uplot-fake.cjs);
// it keeps what the chart hands it and moves the pointer the way uPlot does.
interface FakePlot {
  opts: uPlot.Options;
  data: (number | null)[][];
  over: HTMLElement;
  hover(idx: number | null): void;
}
const plots = () => (uPlot as unknown as { instances: FakePlot[] }).instances;

interface Point {
  date: string;
  morning: number;
  evening: number;
}

const points: Point[] = [
  { date: '2026-11-01', morning: 120, evening: 80 },
  { date: '2026-11-02', morning: 140, evening: 90 },
];

const stacked = [
  { key: 'morning', label: 'Morning', stack: 'litres' },
  { key: 'evening', label: 'Evening', stack: 'litres', color: 'warning' },
] as const;

it('keeps its height while the library loads, then hands it the stacked bars and shows their legend', async () => {
  render(<Chart data={points} x="date" height={200} series={stacked} referenceLines={[{ y: 150, label: 'Target' }]} />);
  const box = screen.getByTestId('chart');
  expect(box).toHaveStyle({ height: '200px' });
  // A picture only: screen readers get the table beside it.
  expect(box).toHaveAttribute('aria-hidden', 'true');
  expect(plots()).toHaveLength(0);

  const legend = await screen.findByRole('list', { hidden: true });
  expect(
    within(legend)
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.textContent),
  ).toEqual(['Morning', 'Evening']);
  expect(box).toHaveStyle({ height: '200px' });
  const [plot] = plots();
  // x is the datum's index; the evening bars start where the morning ones end.
  expect(plot.data).toEqual([
    [0, 1],
    [120, 140],
    [200, 230],
  ]);
  expect(plot.opts.series.slice(1).map((one) => one.label)).toEqual(['Morning', 'Evening']);
  // The value axis reaches the reference line and the highest stack.
  expect((plot.opts.scales?.y?.range as unknown as () => number[])()).toEqual([0, 250]);
});

it('shows the long label and each series value where the pointer is, then hides it', async () => {
  render(
    <Chart
      data={points}
      x="date"
      series={stacked}
      formatX={(date) => String(date).slice(8)}
      formatLabel={(date) => `Day ${String(date)}`}
      formatValue={(litres) => `${litres} L`}
    />,
  );
  await screen.findByRole('list', { hidden: true });
  const [plot] = plots();
  act(() => plot.hover(1));
  const tooltip = screen.getByTestId('chart-tooltip');
  expect(tooltip).toHaveTextContent('Day 2026-11-02');
  expect(tooltip).toHaveTextContent('Morning: 140 L');
  expect(tooltip).toHaveTextContent('Evening: 90 L');
  act(() => plot.hover(null));
  expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();
});

it('hands the clicked bar’s datum to onPointClick', async () => {
  const clicked: Point[] = [];
  render(<Chart data={points} x="date" series={stacked} onPointClick={(point) => clicked.push(point)} />);
  await screen.findByRole('list', { hidden: true });
  const [plot] = plots();
  act(() => plot.hover(0));
  fireEvent.click(plot.over);
  act(() => plot.hover(null));
  fireEvent.click(plot.over);
  expect(clicked).toEqual([points[0]]);
});

it('draws a line series as a line, in the default height', async () => {
  render(<Chart data={points} x="date" series={[{ key: 'morning', label: 'Morning', kind: 'line' }]} />);
  expect(await screen.findByText('Morning')).toBeInTheDocument();
  expect(screen.getByTestId('chart')).toHaveStyle({ height: '280px' });
  const [plot] = plots();
  expect(plot.opts.series[1]).toMatchObject({ label: 'Morning', width: 2 });
  expect(plot.opts.series[1].paths).toBeUndefined();
});

it('lets go of the canvas when the page leaves', async () => {
  const { unmount } = render(<Chart data={points} x="date" series={stacked} />);
  await screen.findByRole('list', { hidden: true });
  expect(plots()).toHaveLength(1);
  unmount();
  expect(plots()).toHaveLength(0);
});

it('draws a chart only once it comes near the screen, even when the library is already here', async () => {
  // One observer per chart; the test decides which of them is near.
  const observers: Array<{ element?: Element; callback: IntersectionObserverCallback }> = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    private entry: { element?: Element; callback: IntersectionObserverCallback };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.element = element;
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    const before = plots().length;
    render(
      <>
        <Chart data={points} x="date" series={stacked} />
        <Chart data={points} x="date" series={stacked} />
      </>,
    );
    const [first, second] = screen.getAllByTestId('chart');
    const comeNear = (element: Element) =>
      act(() => {
        const observer = observers.find((one) => one.element === element)!;
        observer.callback(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
    await comeNear(first);
    await within(first).findByRole('list', { hidden: true });
    expect(plots().length - before).toBe(1);
    expect(within(second).queryByRole('list', { hidden: true })).not.toBeInTheDocument();

    await comeNear(second);
    await within(second).findByRole('list', { hidden: true });
    expect(plots().length - before).toBe(2);
  } finally {
    globalThis.IntersectionObserver = original;
  }
});
