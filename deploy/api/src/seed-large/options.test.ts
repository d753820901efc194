import { parseOptions, UsageError } from './options';

const URL = 'postgres://postgres@127.0.0.1:5432/maziwa';

it('defaults to 2,000 farmers over 30 days in one organisation', () => {
  const options = parseOptions([], { DATABASE_URL: URL });
  expect(options).toMatchObject({
    databaseUrl: URL,
    organizations: 1,
    farmers: 2000,
    days: 30,
    seed: 2026,
    vacuum: true,
  });
  expect(options).toHaveProperty('collections', undefined);
});

it('reads sizes as separate or inline values and ignores the -- pnpm passes on', () => {
  const options = parseOptions(
    [
      '--',
      '--farmers',
      '100000',
      '--days=90',
      '--collections',
      '10000000',
      '--organizations',
      '2',
      '--now',
      '2026-03-02T09:00:00Z',
      '--no-vacuum',
    ],
    { DATABASE_URL: URL },
  );
  expect(options).toMatchObject({ farmers: 100000, days: 90, collections: 10000000, organizations: 2, vacuum: false });
  expect(options !== 'help' && options.now.toISOString()).toBe('2026-03-02T09:00:00.000Z');
});

it('refuses to run without a PostgreSQL server (no PGlite)', () => {
  expect(() => parseOptions(['--farmers', '10'], {})).toThrow(/DATABASE_URL.*PGlite/);
  expect(() => parseOptions(['--database-url', 'memory://'], {})).toThrow(UsageError);
});

it('names the option that is wrong', () => {
  expect(() => parseOptions(['--farmers', 'many'], { DATABASE_URL: URL })).toThrow('--farmers needs a whole number');
  expect(() => parseOptions(['--days', '0'], { DATABASE_URL: URL })).toThrow('--days needs a whole number');
  expect(() => parseOptions(['--size', '3'], { DATABASE_URL: URL })).toThrow('unknown option --size');
  expect(() => parseOptions(['--now', 'soon'], { DATABASE_URL: URL })).toThrow('--now needs an ISO date-time');
});

it('answers help', () => {
  expect(parseOptions(['--help'], {})).toBe('help');
});
