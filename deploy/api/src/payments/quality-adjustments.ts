import { ruleLabel, type QualityRule } from '../domain/pay-computation';
import { Type } from '@sinclair/typebox';
import { cents } from '../domain/pay';
import { fieldError } from '../http/errors';
import { DateOnly, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import type { Json, ResourceDef } from '../resources/types';
import { assertChangeNotRetroactive, removeUnlessApproved } from './closed-pay-period';

export const MEASURES = ['scc', 'fat_pct', 'protein_pct'] as const;
export const COMPARISONS = ['below', 'at_or_below', 'at_or_above', 'above'] as const;
type Measure = (typeof MEASURES)[number];

/** What a threshold of each measure may be (docs/rules.md#quality-checks: SCC in cells/ml, fat and protein in %). */
const THRESHOLDS: Record<Measure, { max: number; integer: boolean; name: string }> = {
  scc: { max: 10_000_000, integer: true, name: 'SCC' },
  fat_pct: { max: 15, integer: false, name: 'Fat' },
  protein_pct: { max: 10, integer: false, name: 'Protein' },
};

export const QualityAdjustment = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    measure: StringEnum(MEASURES),
    comparison: StringEnum(COMPARISONS),
    threshold: Type.Number({ description: 'SCC in cells/ml; fat and protein in %.' }),
    amount_per_litre: Type.Number({ description: 'KSh added per litre (taken off when negative).' }),
    effective_from: DateOnly(),
    effective_to: Nullable(DateOnly({ description: 'Last day, included; null: no end.' })),
    label: Type.String({ description: 'The rule in words: "SCC below 200,000: +Ksh 1.50/L".' }),
    created_by: Nullable(Uuid()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'QualityAdjustment' },
);

const editable = {
  measure: StringEnum(MEASURES),
  comparison: StringEnum(COMPARISONS),
  threshold: Type.Number({
    minimum: 0,
    maximum: 10_000_000,
    description: 'scc: whole cells/ml, up to 10,000,000; fat_pct: 0-15; protein_pct: 0-10 (to 2 decimals).',
  }),
  amount_per_litre: Type.Number({
    minimum: -100,
    maximum: 100,
    description: 'KSh per litre, to the cent, not 0; negative is a penalty.',
  }),
  effective_from: DateOnly({ description: 'First day the rule applies; after the last approved pay run.' }),
  effective_to: Type.Optional(Nullable(DateOnly({ description: 'Last day, included; default: no end.' }))),
};
export const QualityAdjustmentCreate = Type.Object(
  {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
    ...editable,
  },
  { title: 'QualityAdjustmentCreate', additionalProperties: false },
);
export const QualityAdjustmentUpdate = Type.Partial(Type.Object(editable), {
  title: 'QualityAdjustmentUpdate',
  additionalProperties: false,
});

function checkFigures(input: Json) {
  const limits = THRESHOLDS[input.measure as Measure];
  const threshold = input.threshold as number;
  if (threshold > limits.max)
    throw fieldError('threshold', `must be at most ${limits.max.toLocaleString('en-US')} for ${limits.name}`);
  if (limits.integer ? !Number.isInteger(threshold) : cents(threshold) !== threshold) {
    throw fieldError(
      'threshold',
      limits.integer ? 'must be a whole number of cells/ml' : 'must have at most 2 decimals',
    );
  }
  const amount = input.amount_per_litre as number;
  if (amount === 0) throw fieldError('amount_per_litre', 'must not be 0');
  if (cents(amount) !== amount) throw fieldError('amount_per_litre', 'must be in whole cents (at most 2 decimals)');
  const to = input.effective_to ?? null;
  if (to !== null && (to as string) < (input.effective_from as string))
    throw fieldError('effective_to', 'must not be before effective_from');
}

/**
 * KSh per litre added to (or taken off) milk whose own test figures meet a condition
 * (migration 014). Every rule in force on a day applies. Never changed where approved pay
 * used it (closed-pay-period.ts).
 */
export const qualityAdjustments: ResourceDef = {
  name: 'quality-adjustments',
  label: 'Quality adjustment',
  tag: 'Payroll',
  access: {
    list: 'payments:read',
    get: 'payments:read',
    create: 'payments:update',
    update: 'payments:update',
    delete: 'payments:update',
  },
  table: 'quality_adjustments',
  select: () =>
    `t.id, t.organization_id, t.measure, t.comparison, t.threshold, t.amount_per_litre,
     to_char(t.effective_from, 'YYYY-MM-DD') AS effective_from, to_char(t.effective_to, 'YYYY-MM-DD') AS effective_to,
     t.created_by, t.created_at`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    measure: { sql: 't.measure', type: 'text', filter: true, sort: true },
    comparison: { sql: 't.comparison', type: 'text', filter: true, sort: true },
    threshold: { sql: 't.threshold', type: 'number', filter: true, sort: true },
    amount_per_litre: { sql: 't.amount_per_litre', type: 'number', filter: true, sort: true },
    effective_from: { sql: 't.effective_from', type: 'timestamp', filter: true, sort: true, notNull: true },
    effective_to: { sql: 't.effective_to', type: 'timestamp', filter: true, sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-effective_from',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  schemas: { item: QualityAdjustment, create: QualityAdjustmentCreate, update: QualityAdjustmentUpdate },
  defaults: { effective_to: null },
  toJson: (row) => {
    const rule = {
      measure: row.measure as QualityRule['measure'],
      comparison: row.comparison as QualityRule['comparison'],
      threshold: Number(row.threshold),
      amount_per_litre: Number(row.amount_per_litre),
    };
    return {
      id: row.id,
      organization_id: row.organization_id,
      ...rule,
      effective_from: row.effective_from,
      effective_to: row.effective_to ?? null,
      label: ruleLabel(rule),
      created_by: row.created_by ?? null,
      created_at: iso(row.created_at),
    };
  },
  async toColumns(input, ctx) {
    checkFigures(input);
    await assertChangeNotRetroactive(ctx, input, ['measure', 'comparison', 'threshold', 'amount_per_litre']);
    return {
      measure: input.measure,
      comparison: input.comparison,
      threshold: input.threshold,
      amount_per_litre: input.amount_per_litre,
      effective_from: input.effective_from,
      effective_to: input.effective_to ?? null,
      ...(ctx.existing ? {} : { created_by: ctx.caller.userId }),
    };
  },
  remove: removeUnlessApproved('quality_adjustments'),
};
