import { Type } from '@sinclair/typebox';
import type { Row } from '../db/database';
import { Nullable, num, Uuid } from '../schemas/common';
import { daysGroup, farmerMemberIdOf, farmerNameOf, NO_ROUTE, type ReportGrouping } from '../resources/grouping';
import type { PeriodSql, ReportDef } from '../resources/report';

export const MilkVolumeGroupRow = Type.Object(
  {
    id: Nullable(Uuid(), {
      description: `The organisation, route, centre or farmer (Producer link); null for milk that travelled on no trip ('${NO_ROUTE}').`,
    }),
    name: Type.String(),
    member_id: Nullable(Type.String(), { description: "The farmer's member number (group_by=farmer only)." }),
    litres: Type.Number({ description: 'Accepted litres of the period.' }),
    previous_litres: Type.Number({
      description: 'Accepted litres of the previous period: the same number of days just before.',
    }),
    change_litres: Type.Number({ description: 'litres - previous_litres.' }),
    change_pct: Nullable(Type.Number(), {
      description:
        'The change as a percentage of previous_litres, one decimal; null when the previous period had none.',
    }),
  },
  { title: 'MilkVolumeGroupRow' },
);

// A source may leave a farmer's name and number null: they are then looked up by id, for the
// rows of the page only (grouping.ts farmerNameOf), or per row when a person sorts or searches by them.
const NAME = `coalesce(t.name, ${farmerNameOf('t.id')})`;
const MEMBER_ID = `coalesce(t.member_id, ${farmerMemberIdOf('t.id')})`;

/** A Milk Volume row's name and member number (a farmer's; null for other groups): filtered, sorted and searched alike. */
export const NAME_FIELDS = {
  name: { sql: NAME, type: 'text', filter: true, sort: true, search: true },
  member_id: { sql: MEMBER_ID, type: 'text', filter: true, sort: true, search: true },
} satisfies ReportDef['fields'];

/** The select list's name and member number. */
export const NAME_SELECT = `${NAME} AS name, ${MEMBER_ID} AS member_id`;

/** The leading columns of a Milk Volume row as JSON. */
export const namedJson = (row: Row) => ({ id: row.id, name: row.name, member_id: row.member_id });

const sums = (p: PeriodSql, alias: string) => `
  coalesce(sum(${alias}.accepted_litres) FILTER (WHERE ${alias}.day >= ${p.from()}), 0) AS litres,
  coalesce(sum(${alias}.accepted_litres) FILTER (WHERE ${alias}.day < ${p.from()}), 0) AS previous_litres`;

// Organisation, route and centre read the per-centre day sums (migration 007): a few
// thousand rows a month whatever the number of farmers.
function fromCollectionDays(group: Exclude<ReportGrouping, 'farmer'>, p: PeriodSql): string {
  const g = daysGroup(group, 'd');
  return `SELECT d.organization_id, ${g.id} AS id, ${g.name} AS name, NULL::text AS member_id, ${sums(p, 'd')}
            FROM collection_days d ${g.joins}
           WHERE d.day BETWEEN ${p.previousFrom()} AND ${p.to()}
           GROUP BY 1, 2, 3`;
}

// A farmer reads the per-producer day sums (migration 021); names come with the page (NAME_FIELDS).
function fromProducerDays(p: PeriodSql): string {
  return `SELECT pd.organization_id, pd.producer_id AS id, NULL::text AS name, NULL::text AS member_id, ${sums(p, 'pd')}
            FROM producer_days pd
           WHERE pd.day BETWEEN ${p.previousFrom()} AND ${p.to()}
           GROUP BY 1, 2`;
}

/** GET /reports/milk-volume-by-group: litres per group, this period against the one before. */
export const milkVolumeByGroup: ReportDef = {
  name: 'milk-volume-by-group',
  permission: 'reports:read',
  label: 'Milk volume by group',
  summary: 'Per centre, route, organisation or farmer: accepted litres of the period against the previous period',
  description:
    'One row per group with milk in the period from..to (default the last 30 days) or in the previous period (the same ' +
    'number of days just before from): accepted litres of each, the change in litres and in %. The litres of all rows ' +
    'add up to GET /reports/summary total_litres for the same days. Top and bottom: sort=-litres or sort=litres with ' +
    'limit=5. Centre, route and organisation read the per-centre day sums; farmer the per-farmer day sums.',
  row: MilkVolumeGroupRow,
  table: 'collection_days',
  groupings: ['centre', 'route', 'organisation', 'farmer'],
  source: (p) => `(SELECT g.*, g.litres - g.previous_litres AS change_litres,
            CASE WHEN g.previous_litres > 0 THEN round((g.litres - g.previous_litres) * 100 / g.previous_litres, 1) END AS change_pct
       FROM (${p.group === 'farmer' ? fromProducerDays(p) : fromCollectionDays(p.group, p)}) g)`,
  select: () => `t.id, ${NAME_SELECT}, t.litres, t.previous_litres, t.change_litres, t.change_pct`,
  fields: {
    ...NAME_FIELDS,
    litres: { sql: 't.litres', type: 'number', sort: true, notNull: true },
    previous_litres: { sql: 't.previous_litres', type: 'number', sort: true, notNull: true },
    change_litres: { sql: 't.change_litres', type: 'number', sort: true, notNull: true },
    change_pct: { sql: 't.change_pct', type: 'number', sort: true },
  },
  defaultSort: '-litres',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  toJson: (row) => ({
    ...namedJson(row),
    litres: Number(row.litres),
    previous_litres: Number(row.previous_litres),
    change_litres: Number(row.change_litres),
    change_pct: num(row.change_pct),
  }),
};
