import { Type } from '@sinclair/typebox';
import { cents } from '../domain/pay';
import { conflict, fieldError } from '../http/errors';
import { DateOnly, iso, Nullable, Uuid } from '../schemas/common';
import { assertRoleLink } from '../resources/references';
import { farmerColumns, farmerFields } from '../resources/role-link-columns';
import type { ResourceDef } from '../resources/types';

export const Advance = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    producer_id: Uuid({ description: "The farmer's Producer link." }),
    farmer_name: Nullable(Type.String()),
    member_id: Nullable(Type.String()),
    amount: Type.Number({ description: 'KSh the farmer received.' }),
    advanced_on: DateOnly(),
    reason: Type.String(),
    remaining: Type.Number({ description: 'KSh still to deduct: amount less what approved pay has deducted.' }),
    created_by: Nullable(Uuid()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Advance' },
);

export const AdvanceCreate = Type.Object(
  {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
    producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
    amount: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 10_000_000, description: 'KSh, to the cent.' }),
    advanced_on: DateOnly({ description: 'The day the farmer received it; not in the future.' }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { title: 'AdvanceCreate', additionalProperties: false },
);

// Deduction lines are negative. A draft's lines are not deducted yet, and a replacement of a
// reversed payment carries copies of the original's lines, which must not settle twice.
const DEDUCTED_LINES = `FROM payment_lines l JOIN payments p ON p.id = l.payment_id
  WHERE l.advance_id = t.id AND l.kind = 'deduction' AND p.status <> 'draft' AND p.replaces_id IS NULL`;
const REMAINING = `(t.amount + coalesce((SELECT sum(l.amount) ${DEDUCTED_LINES}), 0))`;

/**
 * Cash a farmer received ahead of their milk money (migration 014), deducted from pay like a
 * supply on credit, oldest first. Recorded and listed with what remains; never edited, and
 * deleted only while no pay has deducted it.
 */
export const advances: ResourceDef = {
  name: 'advances',
  label: 'Advance',
  tag: 'Payroll',
  access: { list: 'payments:read', get: 'payments:read', create: 'payments:create', delete: 'payments:create' },
  operations: ['list', 'get', 'create', 'delete'],
  table: 'advances',
  select: () =>
    `t.id, t.organization_id, t.producer_id, ${farmerColumns()}, t.amount,
     to_char(t.advanced_on, 'YYYY-MM-DD') AS advanced_on, t.reason, ${REMAINING} AS remaining, t.created_by, t.created_at`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    ...farmerFields(),
    amount: { sql: 't.amount', type: 'number', filter: true, sort: true },
    remaining: { sql: REMAINING, type: 'number', sort: true },
    advanced_on: { sql: 't.advanced_on', type: 'timestamp', filter: true, sort: true, notNull: true },
    reason: { sql: 't.reason', type: 'text', search: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-advanced_on',
  period: { sql: 't.advanced_on', description: 'Advances given on these days.' },
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  // Never updated: the schema is only there because every resource names one.
  schemas: { item: Advance, create: AdvanceCreate, update: AdvanceCreate },
  defaults: {},
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    producer_id: row.producer_id,
    farmer_name: row.farmer_name ?? null,
    member_id: row.member_id ?? null,
    amount: Number(row.amount),
    advanced_on: row.advanced_on,
    reason: row.reason,
    remaining: Number(row.remaining),
    created_by: row.created_by ?? null,
    created_at: iso(row.created_at),
  }),
  async toColumns(input, ctx) {
    await assertRoleLink(ctx.tx, input.producer_id as string, ctx.organizationId!, 'Producer', 'producer_id');
    if (cents(input.amount as number) !== input.amount)
      throw fieldError('amount', 'must be in whole cents (at most 2 decimals)');
    const reason = (input.reason as string).trim();
    if (!reason) throw fieldError('reason', 'must not be blank');
    // "Today" is the organisation's: sessions run in its time zone (MAZIWA_TIME_ZONE).
    const { rows } = await ctx.tx.query<{ future: boolean }>('SELECT $1::date > current_date AS future', [
      input.advanced_on,
    ]);
    if (rows[0].future) throw fieldError('advanced_on', 'must not be in the future');
    return {
      producer_id: input.producer_id,
      amount: input.amount,
      advanced_on: input.advanced_on,
      reason,
      created_by: ctx.caller.userId,
    };
  },
  /**
   * Only an advance no pay has touched: approved pay that deducted it keeps its payslip, and a
   * draft run that deducts it would lose the line. The organisation's money lock (FOR SHARE)
   * keeps a pay run from being computed or approved meanwhile.
   */
  async remove(current, { tx }) {
    await tx.query('SELECT 1 FROM organizations WHERE id = $1 FOR SHARE', [current.organization_id]);
    const { rows } = await tx.query<{ status: string; period_start: string; period_end: string }>(
      `SELECT p.status, to_char(p.period_start, 'YYYY-MM-DD') AS period_start, to_char(p.period_end, 'YYYY-MM-DD') AS period_end
         FROM payment_lines l JOIN payments p ON p.id = l.payment_id
        WHERE l.advance_id = $1
        ORDER BY (p.status = 'draft'), p.period_end LIMIT 1`,
      [current.id],
    );
    const used = rows[0];
    if (used && used.status !== 'draft') {
      throw conflict(
        `Pay for ${used.period_start} to ${used.period_end} has deducted this advance: it can no longer be deleted`,
      );
    }
    if (used) {
      throw conflict(
        `The draft pay run for ${used.period_start} to ${used.period_end} deducts this advance: delete that draft first`,
      );
    }
    await tx.query('DELETE FROM advances WHERE id = $1', [current.id]);
  },
};
