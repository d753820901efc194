import { render, screen } from '@testing-library/react';
import { Chart } from './chart';

interface Point {
  date: string;
  morning: number;
  evening: number;
}

const points: Point[] = [
  { date: '2026-11-01', morning: 120, evening: 80 },
  { date: '2026-11-02', morning: 140, evening: 90 },
];

it('keeps its height while loading, then draws the series with their legend and a reference line', async () => {
  render(
    <Chart
      data={points}
      x="date"
      height={200}
      series={[
        { key: 'morning', label: 'Morning', stack: 'litres' },
        { key: 'evening', label: 'Evening', stack: 'litres', color: 'warning' },
      ]}
      referenceLines={[{ y: 150, label: 'Target' }]}
    />,
  );
  const box = screen.getByTestId('chart');
  expect(box).toHaveStyle({ height: '200px' });
  // A picture only: screen readers get the table beside it.
  expect(box).toHaveAttribute('aria-hidden', 'true');
  expect(await screen.findByText('Morning')).toBeInTheDocument();
  expect(screen.getByText('Evening')).toBeInTheDocument();
  expect(box.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
  expect(screen.getByText('Target')).toBeInTheDocument();
});

it('draws a line series as a line', async () => {
  render(<Chart data={points} x="date" series={[{ key: 'morning', label: 'Morning', kind: 'line' }]} />);
  expect(await screen.findByText('Morning')).toBeInTheDocument();
  expect(screen.getByTestId('chart').querySelector('.recharts-line')).not.toBeNull();
  expect(screen.getByTestId('chart')).toHaveStyle({ height: '280px' });
});
