import { createProgress, formatRate } from './progress';

it('formats rows, seconds and rows per second', () => {
  expect(formatRate(1_234_567, 10)).toBe('1,234,567 rows in 10.0 s (123,457 rows/s)');
  expect(formatRate(5, 0)).toBe('5 rows in 0.0 s (5 rows/s)');
});

it('adds up the rows per table and prints a line per step', async () => {
  let out = '';
  const progress = createProgress((text) => (out += text), false);
  await progress.rows('collections', async () => 10);
  await progress.rows('collections', async () => 5);
  progress.status('day 1/2');
  expect(progress.totals.get('collections')?.rows).toBe(15);
  expect(out.match(/collections\s+\d+ rows in/g)).toHaveLength(2);
  // Off a terminal, status lines are throttled rather than overwritten.
  expect(out).not.toContain('\r');
});
