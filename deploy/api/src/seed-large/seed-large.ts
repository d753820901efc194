import { Client } from 'pg';
import { hashPassword, unusablePasswordHash } from '../auth/passwords';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { DEMO_PASSWORD } from '../seed/demo-organisations';
import { restoreConstraints, suspendConstraints } from './bulk-load';
import { WORK_TABLES_SQL } from './collections-sql';
import { loadOrganisation } from './load-organisation';
import { UsageError, type LargeSeedOptions } from './options';
import { planOrganisations } from './plan';
import { createProgress, formatRate } from './progress';

/** Every table the load writes to (the organisation's roles aside). */
export const LOADED_TABLES = [
  'users',
  'user_organizations',
  'user_roles',
  'locations',
  'routes',
  'trips',
  'collections',
  'consolidations',
  'quality_tests',
  'rejections',
  'supplies',
  'payments',
  'extension_assignments',
  'extension_call_logs',
  'producer_totals',
];

const stdoutWrite = (text: string) => process.stdout.write(text);

/**
 * Migrates the server's database and loads the large organisations into it, printing
 * progress and rows per second through `write`. All or nothing: one transaction.
 */
export async function seedLarge(options: LargeSeedOptions, write: (text: string) => void = stdoutWrite): Promise<void> {
  const say = (text = '') => write(`${text}\n`);
  const started = performance.now();
  const plans = planOrganisations(options);
  const progress = createProgress(write, write === stdoutWrite ? process.stdout.isTTY : false);

  // The schema first, as the API would make it.
  const db = await openPostgres({ connectionString: options.databaseUrl });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) say(`Migrated: ${applied.join(', ')}`);
  } finally {
    await db.close();
  }

  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const taken = await client.query<{ name: string }>('SELECT name FROM organizations WHERE name = ANY($1)', [
      plans.map((p) => p.name),
    ]);
    if (taken.rows.length > 0) {
      throw new UsageError(
        `${taken.rows.map((r) => r.name).join(', ')} already exist(s) in this database: load into a fresh database ` +
          '(or drop the organisations first)',
      );
    }
    const hashes = { admin: await hashPassword(DEMO_PASSWORD), nobody: await unusablePasswordHash() };
    say(
      `Loading ${plans.length} organisation(s) of ${options.farmers.toLocaleString('en')} farmers, ` +
        `${options.days} days of collections ending ${plans[0].today} (seed ${options.seed})`,
    );

    // One transaction: a failed load leaves neither rows nor a changed schema behind.
    await client.query('BEGIN');
    await client.query(`SET LOCAL synchronous_commit = off`);
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    await client.query(`SET LOCAL work_mem = '256MB'`);
    // Compiling the big statements' expressions costs more than it saves here.
    await client.query(`SET LOCAL jit = off`);
    await client.query(WORK_TABLES_SQL);
    const saved = await suspendConstraints(client, LOADED_TABLES);
    say(
      `Suspended ${saved.keys.length} keys, ${saved.indexes.length} indexes, ${saved.foreignKeys.length} foreign keys and ` +
        `${saved.triggers.length} triggers of the loaded tables until the rows are in`,
    );
    for (const plan of plans) {
      say(
        `${plan.name}: ${plan.farmers.toLocaleString('en')} farmers, ${plan.centres} centres, ${plan.routes} routes, ` +
          `${plan.drivers} drivers, ${plan.qaAgents} QA agents, ${plan.officers} extension officers`,
      );
      await loadOrganisation(
        client,
        plan,
        { seed: options.seed, now: options.now, collections: options.collections, hashes },
        progress,
      );
    }
    say('Rebuilding indexes and checking foreign keys:');
    await restoreConstraints(client, saved, (what, seconds) => progress.step(what, seconds));
    const committing = performance.now();
    await client.query('COMMIT');
    progress.step('commit', (performance.now() - committing) / 1000);

    // Statistics for the planner, and (VACUUM) the visibility map that index-only scans need.
    const maintenance = options.vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE';
    const maintaining = performance.now();
    for (const table of LOADED_TABLES) await client.query(`${maintenance} ${table}`);
    progress.step(`${maintenance} of the loaded tables`, (performance.now() - maintaining) / 1000);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }

  const seconds = (performance.now() - started) / 1000;
  let rows = 0;
  say('\nLoaded:');
  for (const [table, total] of progress.totals) {
    rows += total.rows;
    say(`  ${table.padEnd(24)} ${formatRate(total.rows, total.seconds)}`);
  }
  say(`Done in ${seconds.toFixed(1)} s (${rows.toLocaleString('en')} rows). Sign in as:`);
  for (const plan of plans) say(`  ${plan.adminEmail} / ${DEMO_PASSWORD}  (${plan.name})`);
}
