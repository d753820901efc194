// What follows from the collections, computed by PostgreSQL from the rows just loaded so it
// always adds up: a consolidation and a quality test per centre batch, a rejection log per
// rejected delivery, supplies and extension services (payments come from pay runs:
// pay-runs.ts). Every statement takes $1 = organisation, $2 = key base.

import { intSql, uniformSql, uuidV4Sql, weightedSql } from './sql-random';

/** Salts of these draws (the seed shifts them). */
const SALT = {
  handover: 11,
  qualityFat: 12,
  qualityProtein: 13,
  qualityScc: 14,
  density: 15,
  temperature: 16,
  alcohol: 17,
  clot: 18,
  antibiotic: 19,
  reason: 20,
  supplyTake: 21,
  supplyDay: 22,
  supplyItem: 23,
  supplyQuantity: 24,
  supplyStatus: 25,
  assign: 28,
  assignDay: 29,
  assignTopic: 30,
  assignStatus: 31,
  call: 32,
  callDay: 33,
  callTopic: 34,
  callOutcome: 35,
  callDuration: 36,
};

const salted = (seed: number) => (s: number) => seed * 64 + s;

/** Per batch: deliveries, litres (accepted / rejected) and the accepted milk's mean quality. */
export const BATCH_TOTALS_SQL = `
CREATE TEMP TABLE seed_batch_totals ON COMMIT DROP AS
SELECT location_id, batch_number, count(*)::int AS deliveries, sum(quantity_litres) AS total_litres,
       coalesce(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS accepted_litres,
       coalesce(sum(quantity_litres) FILTER (WHERE status = 'rejected'), 0) AS rejected_litres,
       coalesce(sum(quantity_litres * fat_pct) FILTER (WHERE status = 'accepted') / nullif(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0), 3.8)::float8 AS fat,
       coalesce(sum(quantity_litres * protein_pct) FILTER (WHERE status = 'accepted') / nullif(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0), 3.2)::float8 AS protein,
       coalesce(avg(scc) FILTER (WHERE status = 'accepted'), 200000)::float8 AS scc,
       max(collected_at) AS last_collected_at
  FROM collections
 WHERE organization_id = $1
 GROUP BY location_id, batch_number`;

/** The batch key: base + centre x slots + slot ($3 = slots). */
const BATCH_KEY = `($2::bigint + b.centre::bigint * $3::int + b.slot)`;

export function consolidationsSql(seed: number): string {
  const salt = salted(seed);
  return `
INSERT INTO consolidations (id, organization_id, location_id, trip_id, consolidated_at, batch_number, total_weight_kg,
                            handed_over_weight_kg, rejected_weight_kg, farmers_processed, qa_agent_ids, created_at)
SELECT ${uuidV4Sql(`'consolidation:' || ${BATCH_KEY}`)}, $1::uuid, t.location_id, b.trip_id,
       t.last_collected_at + interval '12 minutes', t.batch_number, t.total_litres,
       -- A little is lost in the cans and the cooler (the daily variance cooperatives watch).
       round(t.accepted_litres * (1 - 0.005 * ${uniformSql(BATCH_KEY, salt(SALT.handover))})::numeric, 2),
       t.rejected_litres, t.deliveries, ARRAY[b.qa_agent_id], t.last_collected_at + interval '12 minutes'
  FROM seed_batch_totals t
  JOIN seed_batches b ON b.location_id = t.location_id AND b.batch_number = t.batch_number`;
}

export function qualityTestsSql(seed: number): string {
  const salt = salted(seed);
  const u = (s: number) => uniformSql(BATCH_KEY, salt(s));
  return `
INSERT INTO quality_tests (id, organization_id, location_id, qa_agent_id, batch_number, tested_at, fat_pct, protein_pct, scc,
                           density, temperature_c, alcohol_test, clot_on_boiling, antibiotic_residue, overall_result,
                           notes, created_at)
SELECT id, $1::uuid, location_id, qa_agent_id, batch_number, tested_at, fat_pct, protein_pct, scc, density, temperature_c,
       alcohol_test, clot_on_boiling, antibiotic_residue,
       CASE WHEN 'fail' IN (alcohol_test, clot_on_boiling, antibiotic_residue) OR density < 1.026 THEN 'fail' ELSE 'pass' END,
       CASE WHEN 'fail' IN (alcohol_test, clot_on_boiling, antibiotic_residue) OR density < 1.026
            THEN 'Batch held back; suppliers of the shift retested' END,
       tested_at
  FROM (SELECT ${uuidV4Sql(`'quality-test:' || ${BATCH_KEY}`)} AS id, t.location_id, b.qa_agent_id, t.batch_number,
               t.last_collected_at + interval '5 minutes' AS tested_at,
               least(15, greatest(0, t.fat + (${u(SALT.qualityFat)} - 0.5) * 0.1))::numeric(4, 2) AS fat_pct,
               least(10, greatest(0, t.protein + (${u(SALT.qualityProtein)} - 0.5) * 0.06))::numeric(4, 2) AS protein_pct,
               (t.scc * (0.9 + 0.2 * ${u(SALT.qualityScc)}))::integer AS scc,
               (1.0255 + 0.0075 * ${u(SALT.density)})::numeric(5, 4) AS density,
               (CASE b.shift WHEN 'morning' THEN 16 ELSE 20 END + 7 * ${u(SALT.temperature)})::numeric(4, 1) AS temperature_c,
               CASE WHEN ${u(SALT.alcohol)} < 0.015 THEN 'fail' ELSE 'pass' END AS alcohol_test,
               CASE WHEN ${u(SALT.clot)} < 0.005 THEN 'fail' ELSE 'pass' END AS clot_on_boiling,
               CASE WHEN ${u(SALT.antibiotic)} < 0.005 THEN 'fail' ELSE 'pass' END AS antibiotic_residue
          FROM seed_batch_totals t
          JOIN seed_batches b ON b.location_id = t.location_id AND b.batch_number = t.batch_number) AS q`;
}

const REASONS: ReadonlyArray<readonly [string, number]> = [
  ['failed_alcohol_test', 30],
  ['added_water', 22],
  ['clot_on_boiling', 15],
  ['abnormal_smell_or_colour', 10],
  ['antibiotic_residue', 8],
  ['sediment', 8],
  ['temperature', 7],
];

/** A rejection log per rejected delivery, with the QA agent of its centre. */
export function rejectionsSql(seed: number): string {
  const salt = salted(seed);
  // The delivery's key is the low 48 bits of its id (see uuidV7Sql).
  const key = `('x' || right(c.id::text, 12))::bit(48)::bigint`;
  return `
INSERT INTO rejections (id, organization_id, location_id, producer_id, collection_id, qa_agent_id, batch_number, reason,
                        weight_kg, rejected_at, notes, created_at)
SELECT ${uuidV4Sql(`'rejection:' || c.id`)}, $1::uuid, c.location_id, c.producer_id, c.id, b.qa_agent_id, c.batch_number,
       CASE WHEN c.scc >= 750000 THEN 'high_scc' ELSE ${weightedSql(key, salt(SALT.reason), REASONS)} END,
       c.quantity_litres, c.collected_at + interval '3 minutes', NULL, c.collected_at + interval '3 minutes'
  FROM collections c
  JOIN seed_batches b ON b.location_id = c.location_id AND b.batch_number = c.batch_number
 WHERE c.organization_id = $1 AND c.status = 'rejected'`;
}

/** What cooperatives sell members on credit against their milk. */
const SUPPLY_ITEMS = `(VALUES
  (0, 'Dairy meal 70 kg', 2900, 'feed', 'Unga Feeds Ltd', '+254722100200', 3),
  (1, 'Maize germ 70 kg', 1900, 'feed', 'Unga Feeds Ltd', '+254722100200', 3),
  (2, 'Mineral lick 2 kg', 450, 'feed', 'Kenya Farmers Association', '+254733400500', 4),
  (3, 'Napier grass splits (bundle)', 300, 'seeds', 'Kenya Seed Company', '+254711600700', 5),
  (4, 'Boma Rhodes grass seed 1 kg', 1200, 'seeds', 'Kenya Seed Company', '+254711600700', 2),
  (5, 'Acaricide 1 L', 1650, 'veterinary', 'Cooper K-Brands', '+254720800900', 1),
  (6, 'Dewormer 100 ml', 600, 'veterinary', 'Cooper K-Brands', '+254720800900', 2),
  (7, 'Artificial insemination service', 1500, 'services', 'Cooperative AI Unit', '+254700300400', 1),
  (8, 'Milk can 10 L (aluminium)', 3800, 'equipment', 'Kenya Farmers Association', '+254733400500', 1)
) AS i (n, item, price, category, supplier, phone, max_quantity)`;

/**
 * About one farmer in three takes a supply in each 30 days: $3 = slots, $4 = first day
 * (timestamptz of day 0 in Nairobi), $5 = days, $6 = now.
 */
export function suppliesSql(seed: number): string {
  const salt = salted(seed);
  const key = `($2::bigint + f.n::bigint * $3::int + blk * 2 + 1)`;
  return `
INSERT INTO supplies (id, organization_id, producer_id, supply_items, total_cost, supplied_at, status, supplier_details,
                      supply_category, created_at)
SELECT ${uuidV4Sql(`'supply:' || s.key`)}, $1::uuid, s.producer_id,
       jsonb_build_array(jsonb_build_object('item', i.item, 'quantity', s.quantity_roll % i.max_quantity + 1)),
       i.price * (s.quantity_roll % i.max_quantity + 1), s.at,
       CASE WHEN s.status_roll < 0.03 THEN 'cancelled' WHEN s.at > $6::timestamptz - interval '5 days' THEN 'ordered' ELSE 'delivered' END,
       jsonb_build_object('name', i.supplier, 'phone', i.phone),
       i.category, s.at
  FROM (SELECT f.producer_id, ${key} AS key, ${intSql(key, salt(SALT.supplyItem), 0, 8)} AS item,
               ${intSql(key, salt(SALT.supplyQuantity), 0, 59)} AS quantity_roll,
               ${uniformSql(key, salt(SALT.supplyStatus))} AS status_roll,
               $4::timestamptz + (blk * 30 + ${uniformSql(key, salt(SALT.supplyDay))} * 30) * interval '1 day' AS at
          FROM seed_farmers f
         CROSS JOIN generate_series(0, ($5::int - 1) / 30) AS blk
         WHERE f.first_day <= f.last_day AND ${uniformSql(key, salt(SALT.supplyTake))} < 0.33) AS s
  JOIN ${SUPPLY_ITEMS} ON i.n = s.item
 WHERE s.at < $6::timestamptz`;
}

// The four topics of extension work (migration 019), a farmer's way of naming them aside.
const TOPICS = ['animal_health', 'feeding', 'milk_hygiene', 'breeding'];
const OUTCOMES = [
  'Advice given; farmer will follow up',
  'Visit requested',
  'Farmer not reachable',
  'Referred to the veterinary officer',
  'Farmer reports improvement',
  'Supply order placed',
];
const textArray = (items: string[]) => `ARRAY[${items.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ')}]`;

/** A quarter of the farmers have a visit planned or done ($3 slots, $4 day 0, $5 days, $6 now). */
export function extensionAssignmentsSql(seed: number): string {
  const salt = salted(seed);
  const key = `($2::bigint + f.n::bigint * $3::int + 3)`;
  return `
INSERT INTO extension_assignments (id, organization_id, officer_id, producer_id, topic, due_on, status, done_on, notes, created_at)
SELECT ${uuidV4Sql(`'assignment:' || a.key`)}, $1::uuid, a.officer_id, a.producer_id, a.topic, a.at::date,
       CASE WHEN a.at > $6::timestamptz OR a.status_roll >= 0.95 THEN 'planned' WHEN a.status_roll < 0.85 THEN 'done' ELSE 'missed' END,
       CASE WHEN a.at <= $6::timestamptz AND a.status_roll < 0.85 THEN a.at::date END,
       NULL, least($6::timestamptz, a.at - interval '7 days')
  FROM (SELECT f.officer_id, f.producer_id, ${key} AS key,
               (${textArray(TOPICS)})[${intSql(key, salt(SALT.assignTopic), 1, TOPICS.length)}] AS topic,
               ${uniformSql(key, salt(SALT.assignStatus))} AS status_roll,
               $4::timestamptz + interval '9 hours' + floor(${uniformSql(key, salt(SALT.assignDay))} * ($5::int + 14)) * interval '1 day' AS at
          FROM seed_farmers f
         WHERE ${uniformSql(key, salt(SALT.assign))} < 0.25) AS a`;
}

/** Two farmers in five had a call from their officer. */
export function extensionCallLogsSql(seed: number): string {
  const salt = salted(seed);
  const key = `($2::bigint + f.n::bigint * $3::int + 5)`;
  return `
INSERT INTO extension_call_logs (id, organization_id, officer_id, producer_id, called_at, duration_seconds, topic, outcome,
                                 follow_up_on, follow_up_done_on, notes, created_at)
SELECT ${uuidV4Sql(`'call:' || c.key`)}, $1::uuid, c.officer_id, c.producer_id, c.at, c.duration, c.topic, c.outcome,
       -- A visit asked for or a farmer not reached is followed up a week later; done once that day has passed.
       CASE WHEN c.follow_up THEN c.at::date + 7 END,
       CASE WHEN c.follow_up AND c.at + interval '8 days' < $6::timestamptz THEN c.at::date + 7 END,
       NULL, c.at
  FROM (SELECT f.officer_id, f.producer_id, ${key} AS key,
               (${textArray(TOPICS)})[${intSql(key, salt(SALT.callTopic), 1, TOPICS.length)}] AS topic,
               (${textArray(OUTCOMES)})[${intSql(key, salt(SALT.callOutcome), 1, OUTCOMES.length)}] AS outcome,
               ${intSql(key, salt(SALT.callOutcome), 1, OUTCOMES.length)} IN (2, 3) AS follow_up,
               ${intSql(key, salt(SALT.callDuration), 45, 900)} AS duration,
               $4::timestamptz + interval '8 hours' + ${uniformSql(key, salt(SALT.callDay))} * ($5::int) * interval '1 day' AS at
          FROM seed_farmers f
         WHERE ${uniformSql(key, salt(SALT.call))} < 0.4) AS c
 WHERE c.at < $6::timestamptz`;
}
