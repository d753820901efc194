import { Type } from '@sinclair/typebox';
import type { Row } from '../../db/database';
import { Nullable, Uuid } from '../../schemas/common';
import { farmerNameOf, REPORT_GROUPINGS } from '../../resources/grouping';
import type { ReportDef } from '../../resources/report';

/**
 * What every per-group quality report shares: the row's leading columns (the group of
 * groupSums), its search/sort by group name, its scope and groupings. The rest of each row is
 * the report's own.
 */
export const groupRowProperties = (groupIdDescription: string) => ({
  id: Type.String({ description: "The group's id as text ('<organisation id>:no-route' for milk on no trip)." }),
  group_id: Nullable(Uuid(), { description: groupIdDescription }),
  group_name: Type.String(),
});

/** A group's name: the source names organisations, routes and centres; a farmer is named from group_id. */
export const GROUP_NAME_SQL = `coalesce(t.group_name, ${farmerNameOf('t.group_id')})`;

export const GROUP_NAME_FIELD = {
  group_name: { sql: GROUP_NAME_SQL, type: 'text', filter: true, sort: true, search: true },
} satisfies ReportDef['fields'];

export const PER_GROUP = {
  table: 'collection_days',
  defaultSort: '-litres',
  scope: (orgs: string) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  groupings: REPORT_GROUPINGS,
} satisfies Partial<ReportDef>;

/** The leading columns of a row of groupSums as JSON. */
export const groupJson = (row: Row) => ({
  id: row.id,
  group_id: row.group_id ?? null,
  group_name: row.group_name,
});
