import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { parseOptions, type LargeSeedOptions } from './options';
import { LOADED_TABLES, seedLarge } from './seed-large';

// The generator needs a PostgreSQL server (COPY, one transaction over many statements):
// jest.config.cjs runs this file (*.pg-test.ts) only in the suite's PostgreSQL pass.
const serverUrl = process.env.TEST_DATABASE_URL;

async function withAdmin<T>(fn: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

const created: string[] = [];
async function freshDatabase(): Promise<string> {
  const name = `maziwa_large_${randomBytes(5).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  if (!serverUrl) return;
  await withAdmin(async (admin) => {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

const SIZE = ['--farmers', '40', '--days', '40', '--now', '2026-03-02T09:00:00Z', '--no-vacuum'];
const options = (url: string, extra: string[] = []) =>
  parseOptions([...SIZE, ...extra], { DATABASE_URL: url }) as LargeSeedOptions;

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const schemaOf = (url: string) =>
  query<{ item: string }>(
    url,
    `SELECT tablename || ' ' || indexdef AS item FROM pg_indexes WHERE tablename = ANY($1)
     UNION ALL SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated FROM pg_constraint WHERE conrelid::regclass::text = ANY($1)
     UNION ALL SELECT tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal AND tgrelid::regclass::text = ANY($1)
     ORDER BY 1`,
    [LOADED_TABLES],
  );

describe('seed:large on PostgreSQL', () => {
  let url: string;
  let output = '';
  let schemaBefore: Array<{ item: string }>;

  beforeAll(async () => {
    url = await freshDatabase();
    const db = await openPostgres({ connectionString: url });
    await migrate(db);
    await db.close();
    schemaBefore = await schemaOf(url);
    await seedLarge(options(url), (text) => (output += text));
  }, 120_000);

  it('prints rows per second per table and who can sign in', () => {
    expect(output).toMatch(/collections\s+[\d,]+ rows in [\d.]+ s \([\d,]+ rows\/s\)/);
    expect(output).toContain('admin@large1.maziwa.test / Maziwa-2026');
  });

  it('puts back every index, key, foreign key and trigger it suspended', async () => {
    expect(await schemaOf(url)).toEqual(schemaBefore);
  });

  it('loads the farmers, about 1.2 collections per farmer and day, and a rejection log per rejected delivery', async () => {
    const [counts] = await query<Record<string, number>>(
      url,
      `SELECT (SELECT count(*)::int FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.name = 'Producer') AS farmers,
              (SELECT count(*)::int FROM collections) AS collections,
              (SELECT count(*)::int FROM collections WHERE status = 'rejected') AS rejected,
              (SELECT count(*)::int FROM rejections) AS rejections,
              (SELECT count(*)::int FROM payments) AS payments`,
    );
    expect(counts.farmers).toBe(40);
    expect(counts.collections / (40 * 40)).toBeGreaterThan(0.9);
    expect(counts.collections / (40 * 40)).toBeLessThan(1.5);
    expect(counts.rejections).toBe(counts.rejected);
    expect(counts.payments).toBeGreaterThan(0);
  });

  it('keeps consolidations, payments and running totals equal to the collections', async () => {
    const batches = await query<{ n: number }>(
      url,
      `SELECT count(*)::int AS n FROM consolidations k
         JOIN (SELECT location_id, batch_number, sum(quantity_litres) AS total, count(*) AS deliveries,
                      coalesce(sum(quantity_litres) FILTER (WHERE status = 'rejected'), 0) AS rejected
                 FROM collections GROUP BY 1, 2) c USING (location_id, batch_number)
        WHERE k.total_weight_kg <> c.total OR k.rejected_weight_kg <> c.rejected OR k.farmers_processed <> c.deliveries`,
    );
    expect(batches[0].n).toBe(0);
    const [pay] = await query<{ wrong: number; total: number }>(
      url,
      `SELECT count(*) FILTER (WHERE p.litres <> coalesce(c.litres, 0) OR p.gross_amount <> l.milk
                                OR p.amount_due <> l.milk + l.other)::int AS wrong,
              count(*)::int AS total
         FROM payments p
         LEFT JOIN LATERAL (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'milk'), 0) AS milk,
                                   coalesce(sum(amount) FILTER (WHERE kind <> 'milk'), 0) AS other
                              FROM payment_lines WHERE payment_id = p.id) l ON true
         LEFT JOIN LATERAL (SELECT sum(quantity_litres) AS litres FROM collections c
                             WHERE c.producer_id = p.producer_id AND c.status = 'accepted'
                               AND c.collected_at >= p.period_start::timestamp AT TIME ZONE 'Africa/Nairobi'
                               AND c.collected_at < (p.period_end + 1)::timestamp AT TIME ZONE 'Africa/Nairobi') c ON true`,
    );
    expect(pay).toEqual({ wrong: 0, total: expect.any(Number) });
    const totals = await query<{ n: number }>(
      url,
      `SELECT count(*)::int AS n FROM producer_totals t
         FULL JOIN (SELECT producer_id, count(*) AS deliveries, max(collected_at) AS last,
                           coalesce(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS litres
                      FROM collections GROUP BY 1) c USING (producer_id)
        WHERE t.deliveries IS DISTINCT FROM c.deliveries::int OR t.accepted_litres IS DISTINCT FROM c.litres
           OR t.last_collected_at IS DISTINCT FROM c.last`,
    );
    expect(totals[0].n).toBe(0);
  });

  it('leaves the running-total triggers working', async () => {
    const [before] = await query<{ producer_id: string; deliveries: number }>(
      url,
      'SELECT producer_id, deliveries FROM producer_totals LIMIT 1',
    );
    await query(
      url,
      `INSERT INTO collections (organization_id, producer_id, location_id, shift, quantity_litres, fat_pct, protein_pct, scc, batch_number)
       SELECT organization_id, producer_id, location_id, 'morning', 5, 4, 3.2, 150000, 'TEST-1' FROM collections WHERE producer_id = $1 LIMIT 1`,
      [before.producer_id],
    );
    const [after] = await query<{ deliveries: number }>(
      url,
      'SELECT deliveries FROM producer_totals WHERE producer_id = $1',
      [before.producer_id],
    );
    expect(after.deliveries).toBe(before.deliveries + 1);
  });

  it('makes the same data from the same options', async () => {
    const again = await freshDatabase();
    await seedLarge(options(again), () => undefined);
    const digest = (u: string) =>
      query<{ d: string }>(
        u,
        `SELECT md5(string_agg(id || producer_id::text || quantity_litres || scc || collected_at || status, ',' ORDER BY id)) AS d
           FROM collections WHERE batch_number <> 'TEST-1'`,
      );
    expect(await digest(again)).toEqual(await digest(url));
  }, 120_000);

  it('refuses to load the same organisation twice', async () => {
    await expect(seedLarge(options(url), () => undefined)).rejects.toThrow(/already exist/);
  });
});
