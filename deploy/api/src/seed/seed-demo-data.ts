import { hashPassword, unusablePasswordHash } from '../auth/passwords';
import type { Database } from '../db/database';
import { createOrganization } from '../organizations/create-organization';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_ROLE_SIGN_INS } from './demo-organisations';
import { bulkLoad } from './bulk-load';
import { Prng } from './prng';
import { seedExtension, type ExtensionCounts } from './seed-extension';
import { seedFeedStore, type FeedStoreCounts } from './seed-feed-store';
import { seedInventory } from './seed-inventory';
import { seedMessages } from './seed-messages';
import { seedMilk, type MilkCounts } from './seed-milk';
import { seedOrganisation, type DemoWorld, type PeopleCounts } from './seed-organisation';
import { seedPayroll, type PayrollCounts } from './seed-payroll';
import { seedPayRuns, type PayRunCounts } from './seed-pay-runs';
import { TOP_UPS_SQL } from './top-ups-sql';
import { kenyanDay } from './demo-time';

export { DEMO_PASSWORD };

export interface SeedOptions {
  /** Per organisation (defaults 12, 300, 6, 3); the benchmark generator asks for more. */
  drivers?: number;
  farmers?: number;
  qaAgents?: number;
  extensionOfficers?: number;
  /** Days of milk history ending today (default 90). */
  days?: number;
  /** Seed of the random sequence; same seed, same data. */
  seed?: number;
  /** "Now" of the dataset: the history ends today, tomorrow's trips are planned. */
  now?: Date;
}

export type SeedSummary = { organizations: number } & PeopleCounts &
  MilkCounts &
  PayrollCounts &
  PayRunCounts &
  ExtensionCounts &
  FeedStoreCounts;

/** Who can sign in to the demo data: each organisation's admin, clerk, QA agent and a driver. */
export const DEMO_SIGN_INS = DEMO_ORGANISATIONS.flatMap((org) => [
  { email: org.admin.email, password: DEMO_PASSWORD, organization: org.name, role: 'admin' },
  ...DEMO_ROLE_SIGN_INS.map(({ local, role }) => ({
    email: `${local}@${org.emailDomain}`,
    password: DEMO_PASSWORD,
    organization: org.name,
    role,
  })),
]);

// Two processes starting on one empty server must not both seed.
const SEED_LOCK = 727_002;
const DAY = 24 * 60 * 60 * 1000;

// The big ones: their plain indexes are built once, after loading (bulkLoad).
const BULK_TABLES = [
  'trips',
  'collections',
  'rejections',
  'consolidations',
  'quality_tests',
  'payments',
  'supplies',
  'extension_assignments',
  'extension_call_logs',
];

function add(summary: SeedSummary, counts: object): void {
  for (const [key, value] of Object.entries(counts)) {
    const name = key as keyof SeedSummary;
    summary[name] = (summary[name] ?? 0) + (value as number);
  }
}

async function hasOrganisations(db: Pick<Database, 'query'>): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM organizations) AS any');
  return rows[0].any;
}

/**
 * The demo dataset: two cooperatives with their admins, drivers, farmers, QA agents and
 * extension officers, collection centres and routes, and 90 days of milk: trips, collections,
 * rejections, consolidations, quality tests, supplies, payments and extension work. Runs only
 * on a database without organisations; all or nothing (one transaction). Returns null when
 * there was nothing to do.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary | null> {
  if (await hasOrganisations(db)) return null;
  const size = {
    drivers: options.drivers ?? 12,
    farmers: options.farmers ?? 300,
    qaAgents: options.qaAgents ?? 6,
    extensionOfficers: options.extensionOfficers ?? 3,
    days: options.days ?? 90,
    now: options.now ?? new Date(),
  };
  // Hash before the transaction: PGlite lends its only connection to a transaction. The
  // generated people share one hash of a random password nobody knows.
  const hashes = { admin: await hashPassword(DEMO_PASSWORD), nobody: await unusablePasswordHash() };
  const rng = new Prng(options.seed ?? 2026);

  // Embedded PGlite runs as superuser and pays dearly per row checked: see bulkLoad.
  const skipChecks = db.kind === 'pglite';

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasOrganisations(tx)) return null;
    const summary = { organizations: 0 } as SeedSummary;
    const worlds: DemoWorld[] = [];
    await bulkLoad(tx, BULK_TABLES, { skipChecks }, async () => {
      for (const [i, demo] of DEMO_ORGANISATIONS.entries()) {
        const org = await createOrganization(tx, demo.name, new Date(size.now.getTime() - (500 - i) * DAY));
        const { counts, world } = await seedOrganisation(tx, demo, org, rng, size, hashes);
        worlds.push(world);
        const milk = await seedMilk(tx, world, rng, size);
        add(summary, { organizations: 1, ...counts, ...milk.counts });
        add(summary, await seedPayroll(tx, world, rng, size));
        add(summary, await seedExtension(tx, world, rng, size));
        add(summary, await seedFeedStore(tx, world, size, options.seed ?? 2026));
      }
    });
    // Pay runs read the milk through its indexes: after the bulk load has built them.
    for (const world of worlds) add(summary, await seedPayRuns(tx, world, rng, size));
    // What the cooling plant measured of each completed trip (the Inventory page's variance).
    for (const [i, { orgId }] of worlds.entries()) await seedInventory(tx, orgId, i, size.now);
    // The collections' triggers were off during the bulk load: rebuild every rollup they keep.
    // refresh_producer_totals rebuilds producer_totals (migration 004); refresh_collection_days
    // rebuilds collection_days (007), producer_months (020) and producer_days (021).
    for (const { orgId } of worlds) {
      await tx.query('SELECT refresh_producer_totals($1), refresh_collection_days($1)', [orgId]);
      await tx.query(TOP_UPS_SQL, [orgId, kenyanDay(size.now.getTime())]);
      // The last day's delivery SMS (issue 32), from the rebuilt month totals' deliveries.
      await seedMessages(tx, orgId, db.timeZone);
    }
    return summary;
  });
}
