// seed:large — loads big, realistic, repeatable data into a PostgreSQL server for
// benchmarks: `pnpm --filter @maziwa/api seed:large --farmers 100000 --days 90`.
import { parseOptions, USAGE, UsageError, type LargeSeedOptions } from './options';
import { seedLarge } from './seed-large';

let options: LargeSeedOptions | 'help';
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`seed:large: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options === 'help') {
  console.log(USAGE);
} else {
  seedLarge(options).catch((error: unknown) => {
    console.error(error instanceof UsageError ? `seed:large: ${error.message}` : error);
    process.exit(1);
  });
}
