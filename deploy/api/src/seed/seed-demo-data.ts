import { hashPassword, unusablePasswordHash } from '../auth/passwords';
import type { Database } from '../db/database';
import { createOrganization } from '../organizations/create-organization';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD } from './demo-organisations';
import { Prng } from './prng';
import { seedOrganisation, type SeedCounts } from './seed-organisation';

export { DEMO_PASSWORD };

export interface SeedOptions {
  /** Per organisation (defaults 8, 30, 3); the benchmark generator asks for more. */
  drivers?: number;
  farmers?: number;
  qaAgents?: number;
  /** Seed of the random sequence; same seed, same data. */
  seed?: number;
  /** "Now" of the dataset (trips are yesterday, today, tomorrow). */
  now?: Date;
}

export interface SeedSummary extends SeedCounts {
  organizations: number;
}

/** Who can sign in to the demo data. */
export const DEMO_SIGN_INS = DEMO_ORGANISATIONS.map((org) => ({
  email: org.admin.email,
  password: DEMO_PASSWORD,
  organization: org.name,
}));

// Two processes starting on one empty server must not both seed.
const SEED_LOCK = 727_002;
const DAY = 24 * 60 * 60 * 1000;

async function hasOrganisations(db: Pick<Database, 'query'>): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM organizations) AS any');
  return rows[0].any;
}

/**
 * The demo dataset: two organisations with their admins, drivers, farmers, QA agents,
 * collection centres, routes and trips. Runs only on a database without organisations;
 * all or nothing (one transaction). Returns null when there was nothing to do.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary | null> {
  if (await hasOrganisations(db)) return null;
  const size = {
    drivers: options.drivers ?? 8,
    farmers: options.farmers ?? 30,
    qaAgents: options.qaAgents ?? 3,
    now: options.now ?? new Date(),
  };
  // Hash before the transaction: PGlite lends its only connection to a transaction. The
  // generated people share one hash of a random password nobody knows.
  const hashes = { admin: await hashPassword(DEMO_PASSWORD), nobody: await unusablePasswordHash() };
  const rng = new Prng(options.seed ?? 2026);

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasOrganisations(tx)) return null;
    const summary: SeedSummary = { organizations: 0, users: 0, userRoles: 0, locations: 0, routes: 0, trips: 0 };
    for (const [i, demo] of DEMO_ORGANISATIONS.entries()) {
      const org = await createOrganization(tx, demo.name, new Date(size.now.getTime() - (500 - i) * DAY));
      const counts = await seedOrganisation(tx, demo, org, rng, size, hashes);
      summary.organizations += 1;
      for (const key of Object.keys(counts) as Array<keyof SeedCounts>) summary[key] += counts[key];
    }
    return summary;
  });
}
