/** What `seed:large` is asked to make (every size is per organisation). */
export interface LargeSeedOptions {
  databaseUrl: string;
  organizations: number;
  farmers: number;
  days: number;
  /** Aim for about this many collections per organisation instead of the natural attendance. */
  collections?: number;
  /** Seed of every random choice: same options and seed, same data. */
  seed: number;
  /** "Now" of the dataset: the collections cover the `days` days before its day. */
  now: Date;
  /** VACUUM (ANALYZE) the loaded tables afterwards (visibility map for index-only scans). */
  vacuum: boolean;
}

export const USAGE = `Usage: pnpm --filter @maziwa/api seed:large [options]

Loads one or more large organisations into a PostgreSQL server (DATABASE_URL).

  --database-url URL    PostgreSQL server (default: DATABASE_URL); embedded PGlite is refused
  --farmers N           farmers per organisation (default 2000)
  --days N              days of collections before today (default 30)
  --collections N       aim for about N collections per organisation (default: what
                        attendance gives, about 1.15 per farmer and day)
  --organizations N     organisations to create (default 1)
  --seed N              random seed (default 2026): same options, same data
  --now ISO-DATE-TIME   "now" of the dataset (default: the current time)
  --no-vacuum           skip VACUUM (ANALYZE) after the load (ANALYZE still runs)
  --help                this text`;

export class UsageError extends Error {}

function positiveInt(name: string, value: string | undefined, max: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < 1 || n > max) {
    throw new UsageError(
      `--${name} needs a whole number from 1 to ${max.toLocaleString('en')}, got ${value ?? 'nothing'}`,
    );
  }
  return n;
}

/** Options from argv (without node and the script) and the environment. */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): LargeSeedOptions | 'help' {
  const values = new Map<string, string | undefined>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--no-vacuum') {
      flags.add('no-vacuum');
      continue;
    }
    // pnpm 12 hands a literal `--` through to the script.
    if (arg === '--') continue;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`unexpected argument ${arg}`);
    const [, name, inline] = match;
    if (!['database-url', 'farmers', 'days', 'collections', 'organizations', 'seed', 'now'].includes(name)) {
      throw new UsageError(`unknown option --${name}`);
    }
    values.set(name, inline ?? argv[++i]);
  }

  const databaseUrl = values.get('database-url') ?? env.DATABASE_URL;
  if (!databaseUrl) {
    throw new UsageError(
      'seed:large loads a PostgreSQL server: set DATABASE_URL or pass --database-url postgres://... ' +
        '(the embedded PGlite database is single-connection WebAssembly and is not meant for millions of rows)',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new UsageError(`--database-url must be a postgres:// URL, got ${databaseUrl}`);
  }

  const now = values.has('now') ? new Date(values.get('now') ?? '') : new Date();
  if (Number.isNaN(now.getTime())) throw new UsageError(`--now needs an ISO date-time, got ${values.get('now')}`);

  return {
    databaseUrl,
    organizations: values.has('organizations') ? positiveInt('organizations', values.get('organizations'), 100) : 1,
    farmers: values.has('farmers') ? positiveInt('farmers', values.get('farmers'), 5_000_000) : 2000,
    days: values.has('days') ? positiveInt('days', values.get('days'), 3660) : 30,
    collections: values.has('collections')
      ? positiveInt('collections', values.get('collections'), 1_000_000_000)
      : undefined,
    seed: values.has('seed') ? positiveInt('seed', values.get('seed'), 2 ** 31 - 1) : 2026,
    now,
    vacuum: !flags.has('no-vacuum'),
  };
}
