import { uniformSql, uuidV7Sql } from './sql-random';

/**
 * The temporary tables the generated SQL reads: the farmers' delivery habits and the
 * centres' batches, both computed in Node from the seeded PRNG and COPYed in. Their keys
 * matter: the statements join millions of rows to them, and a misestimated join without
 * an index to fall back on turns quadratic.
 */
export const WORK_TABLES_SQL = `
CREATE TEMP TABLE seed_farmers (
  n integer PRIMARY KEY, producer_id uuid NOT NULL UNIQUE, centre integer NOT NULL, first_day integer NOT NULL,
  last_day integer NOT NULL, morning float8 NOT NULL, evening float8 NOT NULL, litres float8 NOT NULL,
  fat float8 NOT NULL, protein float8 NOT NULL, scc float8 NOT NULL, reject_rate float8 NOT NULL,
  rate numeric(8, 2) NOT NULL, payment_method text NOT NULL, officer_id uuid NOT NULL
) ON COMMIT DROP;
CREATE TEMP TABLE seed_batches (
  centre integer NOT NULL, day integer NOT NULL, shift text NOT NULL, slot integer NOT NULL,
  location_id uuid NOT NULL, trip_id uuid NOT NULL, batch_number text NOT NULL,
  intake_start timestamptz NOT NULL, intake_seconds integer NOT NULL, data_source text NOT NULL,
  qa_agent_id uuid NOT NULL, PRIMARY KEY (centre, slot), UNIQUE (location_id, batch_number)
) ON COMMIT DROP;`;

export const SEED_FARMER_COLUMNS = [
  'n',
  'producer_id',
  'centre',
  'first_day',
  'last_day',
  'morning',
  'evening',
  'litres',
  'fat',
  'protein',
  'scc',
  'reject_rate',
  'rate',
  'payment_method',
  'officer_id',
] as const;
export const SEED_BATCH_COLUMNS = [
  'centre',
  'day',
  'shift',
  'slot',
  'location_id',
  'trip_id',
  'batch_number',
  'intake_start',
  'intake_seconds',
  'data_source',
  'qa_agent_id',
] as const;

/** Salts of the per-delivery draws; the seed shifts them all. */
const SALT = { attend: 1, time: 2, litres: 3, fat: 4, protein: 5, scc: 6, reject: 7, id: 8 };

/**
 * One collection day of one organisation: every farmer of every centre, both shifts, kept
 * when the farmer turned up that shift. $1 organisation, $2 day, $3 key base (keeps
 * organisations' keys apart), $4 slots per farmer (days x 2). A delivery's key is
 * base + farmer x slots + slot, so each of its values is fixed by the seed alone.
 */
export function collectionsOfDaySql(seed: number): string {
  const salt = (s: number) => seed * 64 + s;
  const u = (s: number) => uniformSql('d.k', salt(s));
  return `
INSERT INTO collections (id, organization_id, producer_id, location_id, trip_id, shift, quantity_litres, fat_pct,
                         protein_pct, scc, collected_at, data_source, status, batch_number, created_at)
SELECT ${uuidV7Sql('d.ms', 'd.k', salt(SALT.id))}, $1::uuid, d.producer_id, d.location_id, d.trip_id, d.shift,
       greatest(0.5, d.litres * CASE d.shift WHEN 'morning' THEN 1 ELSE 0.75 END * (0.7 + 0.6 * ${u(SALT.litres)}))::numeric(5, 1),
       (d.fat + (${u(SALT.fat)} - 0.5) * 0.6)::numeric(4, 2),
       (d.protein + (${u(SALT.protein)} - 0.5) * 0.3)::numeric(4, 2),
       (d.scc * (0.6 + 0.8 * ${u(SALT.scc)}))::integer,
       d.at, d.data_source,
       CASE WHEN ${u(SALT.reject)} < d.reject_rate THEN 'rejected' ELSE 'accepted' END,
       d.batch_number, d.at
  FROM (SELECT f.producer_id, f.litres, f.fat, f.protein, f.scc, f.reject_rate, b.location_id, b.trip_id, b.shift,
               b.batch_number, b.data_source, k.k,
               b.intake_start + k.offset_ms * interval '1 millisecond' AS at,
               (extract(epoch FROM b.intake_start) * 1000)::bigint + k.offset_ms AS ms
          FROM seed_batches b
          JOIN seed_farmers f ON f.centre = b.centre AND $2::int BETWEEN f.first_day AND f.last_day
         CROSS JOIN LATERAL (SELECT $3::bigint + f.n::bigint * $4::int + b.slot AS k) AS kk
         CROSS JOIN LATERAL (SELECT kk.k, (${uniformSql('kk.k', salt(SALT.time))} * b.intake_seconds * 1000)::bigint AS offset_ms) AS k
         WHERE b.day = $2::int
           AND ${uniformSql('kk.k', salt(SALT.attend))} < CASE b.shift WHEN 'morning' THEN f.morning ELSE f.evening END
        OFFSET 0) AS d`;
}
