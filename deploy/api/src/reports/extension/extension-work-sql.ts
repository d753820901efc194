import { EXTENSION_OFFICER_ROLE } from '../../extension/extension-work';
import type { PeriodSql } from '../../resources/report';

// The Extension Services report (docs/screens.md#reports--extension-services) over from..to,
// days in the organisation's zone (the report runs in that zone, so current_date is its today).
//
// Every piece of an officer's work is one row of `workRows`, tagged with what it counts as;
// the per-officer table and the organisation's totals group the same rows, so the totals are
// the sums of the table by construction (farmers reached excepted: see below).
//
// Farmers reached = the farmers of a visit done to them by name (producer_id) or of a call,
// farm visit or SMS logged in the period. A visit to a route or a centre is a group meeting:
// it counts as a visit done, but who came is not written down, so it reaches nobody by name
// (counting every farmer of the centre would call hundreds "reached" by one meeting and blur
// the visited / not visited comparison).

/** What a work row counts as. */
export const WORK_KINDS = {
  officer: 'officer', // an Extension Officer link: every officer gets a row, with zeros
  done: 'done', // a visit done in the period (done_on)
  missed: 'missed', // a visit due in the period and missed
  overdue: 'overdue', // a visit still planned whose day has passed: now, whatever the period
  call: 'call', // call logs of the period, by channel
  visit: 'visit',
  sms: 'sms',
  followUp: 'follow_up', // a follow-up falling due in the period
} as const;

const REACHING = `('${WORK_KINDS.done}', '${WORK_KINDS.call}', '${WORK_KINDS.visit}', '${WORK_KINDS.sms}')`;

/** Calls of the period: its days as moments of the session's (the organisation's) zone, an index range. */
const calledIn = (p: PeriodSql, alias: string) =>
  `${alias}.called_at >= ${p.from()}::timestamptz AND ${alias}.called_at < (${p.to()} + 1)::timestamptz`;

/**
 * SQL rows (organization_id, officer_id, kind, producer_id, on_time): one per officer link and
 * per piece of work. Each branch reads one index (migrations 001, 004, 019, 022: officers by role); the caller's
 * organisation condition reaches every branch through the GROUP BY on organization_id.
 */
export function workRows(p: PeriodSql): string {
  const k = WORK_KINDS;
  return `
    SELECT ur.organization_id, ur.id AS officer_id, '${k.officer}' AS kind, NULL::uuid AS producer_id, NULL::boolean AS on_time
      FROM roles r JOIN user_roles ur ON ur.organization_id = r.organization_id AND ur.role_id = r.id
     WHERE r.name = '${EXTENSION_OFFICER_ROLE}'
    UNION ALL
    SELECT a.organization_id, a.officer_id, '${k.done}', a.producer_id, NULL
      FROM extension_assignments a
     WHERE a.status = 'done' AND a.done_on BETWEEN ${p.from()} AND ${p.to()}
    UNION ALL
    SELECT a.organization_id, a.officer_id, '${k.missed}', NULL, NULL
      FROM extension_assignments a
     WHERE a.status = 'missed' AND a.due_on BETWEEN ${p.from()} AND ${p.to()}
    UNION ALL
    SELECT a.organization_id, a.officer_id, '${k.overdue}', NULL, NULL
      FROM extension_assignments a
     WHERE a.status = 'planned' AND a.due_on < current_date
    UNION ALL
    SELECT l.organization_id, l.officer_id, l.channel, l.producer_id, NULL
      FROM extension_call_logs l
     WHERE ${calledIn(p, 'l')}
    UNION ALL
    SELECT l.organization_id, l.officer_id, '${k.followUp}', NULL, coalesce(l.follow_up_done_on <= l.follow_up_on, false)
      FROM extension_call_logs l
     WHERE l.follow_up_on IS NOT NULL AND l.follow_up_on BETWEEN ${p.from()} AND ${p.to()}`;
}

/** The counts of work rows `w` (aggregates: put under a GROUP BY). */
export const WORK_COUNTS = `
  count(*) FILTER (WHERE w.kind = '${WORK_KINDS.done}') AS visits_done,
  count(*) FILTER (WHERE w.kind = '${WORK_KINDS.missed}') AS visits_missed,
  count(*) FILTER (WHERE w.kind = '${WORK_KINDS.overdue}') AS visits_overdue,
  count(*) FILTER (WHERE w.kind = '${WORK_KINDS.call}') AS calls,
  count(*) FILTER (WHERE w.kind = '${WORK_KINDS.visit}') AS visits_logged,
  count(*) FILTER (WHERE w.kind = '${WORK_KINDS.sms}') AS sms,
  count(DISTINCT w.producer_id) FILTER (WHERE w.kind IN ${REACHING}) AS farmers_reached,
  count(*) FILTER (WHERE w.kind = '${WORK_KINDS.followUp}') AS follow_ups_due,
  count(*) FILTER (WHERE w.kind = '${WORK_KINDS.followUp}' AND w.on_time) AS follow_ups_on_time`;

/** The columns WORK_COUNTS names, in order. */
export const WORK_COLUMNS = [
  'visits_done',
  'visits_missed',
  'visits_overdue',
  'calls',
  'visits_logged',
  'sms',
  'farmers_reached',
  'follow_ups_due',
  'follow_ups_on_time',
] as const;

/** SQL: done on time as a % of the follow-ups due, one decimal (null when none fell due). */
export const ON_TIME_PCT = (alias: string) =>
  `round(100.0 * ${alias}.follow_ups_on_time / nullif(${alias}.follow_ups_due, 0), 1)`;

/**
 * SQL rows (organization_id, producer_id): the farmers reached in the period, once per piece
 * of work that reached them (the caller groups).
 */
export function reachedFarmers(p: PeriodSql): string {
  return `
    SELECT a.organization_id, a.producer_id
      FROM extension_assignments a
     WHERE a.status = 'done' AND a.producer_id IS NOT NULL AND a.done_on BETWEEN ${p.from()} AND ${p.to()}
    UNION ALL
    SELECT l.organization_id, l.producer_id FROM extension_call_logs l WHERE ${calledIn(p, 'l')}`;
}
