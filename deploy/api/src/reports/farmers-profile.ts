import { Type } from '@sinclair/typebox';
import { DateOnly, Nullable, num, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import { day, type ReportDef } from '../resources/report';
import { memberByNumber, userByName } from '../resources/search-sets';

export const FARMER_PAYMENT_STATUSES = [
  'pending',
  'delayed',
  'in_progress',
  'partially_paid',
  'completed',
  'failed',
] as const;

export const FarmerProfileRow = Type.Object(
  {
    id: Uuid({ description: "The farmer's Producer link." }),
    member_number: Type.String(),
    farmer_name: Type.String(),
    date_of_last_collection: Nullable(DateOnly()),
    quantity_supplied: Type.Number({ description: 'Accepted litres over the whole history.' }),
    average_quality_score: Nullable(Type.Number({ minimum: 0, maximum: 100 }), {
      description:
        'Mean quality points per delivery, 0-100. A delivery scores SCC (40: <100k 40, <300k 30, <400k 15, <750k 5) + ' +
        'fat (30: >=4.0% 30, >=3.5 25, >=3.0 15) + protein (30: >=3.4% 30, >=3.1 25, >=2.8 15); a rejected delivery, ' +
        'and a rejection logged without a delivery, score 0. Null before the first delivery.',
    }),
    payment_status: Nullable(StringEnum(FARMER_PAYMENT_STATUSES), {
      description: 'Of the latest payment (by period); delayed = pending past its due date; null when never paid.',
    }),
  },
  { title: 'FarmerProfileRow' },
);

// Litres, last delivery, quality and the latest payment come from producer_totals, kept by
// triggers on every write to collections, rejections and payments (migrations 004, 006):
// sorting or filtering 100,000 farmers by them never sums the collections. The joins are LEFT
// over NOT NULL keys (the same rows): a count reads only user_roles' (organization, role) index.
const SOURCE = `(SELECT ur.id, ur.organization_id, ur.user_id, ur.created_at, coalesce(ur.member_id, '') AS member_number,
        ${personName('u')} AS farmer_name, pt.last_collected_at,
        coalesce(pt.accepted_litres, 0) AS quantity_supplied, pt.quality_score,
        pt.latest_payment_status, pt.latest_payment_due_date
   FROM user_roles ur
   LEFT JOIN users u ON u.id = ur.user_id
   LEFT JOIN producer_totals pt ON pt.producer_id = ur.id
  WHERE ur.role_id IN (SELECT r.id FROM roles r WHERE r.name = 'Producer'))`;

// The latest payment (by period) is kept in producer_totals too (migration 006).
const PAYMENT_STATUS = `(CASE WHEN t.latest_payment_status IN ('pending', 'partially_paid') AND t.latest_payment_due_date < current_date
   THEN 'delayed' ELSE t.latest_payment_status END)`;
const PAYMENT_STATUSES: Record<string, string> = {
  pending: `t.latest_payment_status = 'pending' AND t.latest_payment_due_date >= current_date`,
  delayed: `t.latest_payment_status IN ('pending', 'partially_paid') AND t.latest_payment_due_date < current_date`,
  in_progress: `t.latest_payment_status = 'in_progress'`,
  partially_paid: `t.latest_payment_status = 'partially_paid' AND t.latest_payment_due_date >= current_date`,
  completed: `t.latest_payment_status = 'completed'`,
  failed: `t.latest_payment_status = 'failed'`,
};

/** One row per Producer link (docs/screens.md#farmer-profiles). */
export const farmersProfile: ReportDef = {
  name: 'farmers-profile',
  permission: 'user_roles:read',
  label: 'Farmer profile',
  summary: 'Farmers: member number, name, last collection, litres supplied, quality score, payment status',
  description:
    'One row per person holding the Producer role. quantity_supplied and date_of_last_collection cover the whole ' +
    'history; status filters on payment_status.',
  row: FarmerProfileRow,
  table: SOURCE,
  select: () => `t.id, t.member_number, t.farmer_name, ${day('t.last_collected_at')} AS date_of_last_collection,
    t.quantity_supplied, t.quality_score, ${PAYMENT_STATUS} AS payment_status`,
  fields: {
    member_number: { sql: 't.member_number', type: 'text', filter: true, sort: true, search: memberByNumber('t.id') },
    farmer_name: { sql: 't.farmer_name', type: 'text', filter: true, sort: true, search: userByName('t.user_id') },
    date_of_last_collection: { sql: 't.last_collected_at', type: 'timestamp', filter: true, sort: true },
    quantity_supplied: { sql: 't.quantity_supplied', type: 'number', sort: true },
    average_quality_score: { sql: 't.quality_score', type: 'number', sort: true },
    payment_status: { sql: PAYMENT_STATUS, type: 'text', sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'member_number',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  statuses: PAYMENT_STATUSES,
  statusDescription: 'payment_status of the latest payment.',
  toJson: (row) => ({
    id: row.id,
    member_number: row.member_number,
    farmer_name: row.farmer_name,
    date_of_last_collection: row.date_of_last_collection ?? null,
    quantity_supplied: Number(row.quantity_supplied),
    average_quality_score: num(row.quality_score),
    payment_status: row.payment_status ?? null,
  }),
};
