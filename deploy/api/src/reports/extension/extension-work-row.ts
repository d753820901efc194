import { Type } from '@sinclair/typebox';
import type { Row } from '../../db/database';
import type { FieldDef, Json } from '../../resources/types';
import { Nullable, num } from '../../schemas/common';
import { WORK_COLUMNS } from './extension-work-sql';

const count = (description: string) => Type.Integer({ description });

/** The figures of an officer's work over from..to, shared by the per-officer rows and the totals. */
export const WORK_PROPERTIES = {
  visits_done: count(
    'Visits (assignments) done in the period, by the day they were done; to a farmer, a route or a centre.',
  ),
  visits_missed: count('Visits due in the period and marked missed.'),
  visits_overdue: count('Visits still planned whose due day has passed: as of today, whatever the period.'),
  calls: count('Call logs of the period with channel call.'),
  visits_logged: count('Call logs of the period with channel visit (farm visits logged).'),
  sms: count('Call logs of the period with channel sms.'),
  farmers_reached: count(
    'Distinct farmers with a visit done to them by name or a call log (call, visit or SMS) in the period. A visit to a ' +
      'route or centre reaches nobody by name (who came is not recorded).',
  ),
  follow_ups_due: count('Follow-ups falling due in the period (follow_up_on), done or not.'),
  follow_ups_on_time: count('Of those, done on or before their day (follow_up_done_on <= follow_up_on).'),
  follow_ups_on_time_pct: Nullable(Type.Number(), {
    description: 'follow_ups_on_time as a % of follow_ups_due, one decimal; null when none fell due.',
  }),
};

/** Sortable number fields over the source's columns of the same names. */
export const WORK_FIELDS: Record<string, FieldDef> = Object.fromEntries(
  [...WORK_COLUMNS, 'follow_ups_on_time_pct'].map((name) => [
    name,
    { sql: `t.${name}`, type: 'number', sort: true } as FieldDef,
  ]),
);

export const WORK_SELECT = [...WORK_COLUMNS, 'follow_ups_on_time_pct'].map((c) => `t.${c}`).join(', ');

export const workJson = (row: Row): Json => ({
  ...Object.fromEntries(WORK_COLUMNS.map((c) => [c, Number(row[c])])),
  follow_ups_on_time_pct: num(row.follow_ups_on_time_pct),
});
