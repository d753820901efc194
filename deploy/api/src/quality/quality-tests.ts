import { Type } from '@sinclair/typebox';
import { DateTimeInput, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { assertOwnedBy } from '../resources/references';
import type { Json, ResourceDef } from '../resources/types';
import { Location } from '../logistics/locations';
import { UserRole } from '../people/user-roles';

export const TEST_RESULTS = ['pass', 'fail'] as const;
/** Specific gravity below this suggests added water (docs/rules.md#quality-checks). */
export const MIN_DENSITY = 1.026;

const result = (description: string) => StringEnum(TEST_RESULTS, { description });

export const QualityTest = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    location_id: Uuid(),
    qa_agent_id: Nullable(Uuid(), { description: "The QA agent's link (user-roles id)." }),
    batch_number: Type.String(),
    tested_at: Type.String({ format: 'date-time' }),
    fat_pct: Type.Number(),
    protein_pct: Type.Number(),
    scc: Type.Integer({ description: 'Somatic cells per ml.' }),
    density: Type.Number({ description: 'Specific gravity, e.g. 1.029.' }),
    temperature_c: Type.Number(),
    alcohol_test: result('Alcohol test.'),
    clot_on_boiling: result('Clot-on-boiling test.'),
    antibiotic_residue: result('Beta-lactam residue test.'),
    overall_result: result('The batch passes or fails.'),
    notes: Nullable(Type.String()),
    location: Type.Optional(Nullable(Location, { description: 'With populate=location.' })),
    qa_agent: Type.Optional(Nullable(UserRole, { description: 'With populate=qa_agent.' })),
  },
  { title: 'QualityTest' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  location_id: Uuid({ description: 'A location of the organisation.' }),
  qa_agent_id: Type.Optional(Nullable(Uuid({ description: 'A user-role link of the organisation.' }))),
  batch_number: Type.String({ minLength: 1, maxLength: 50 }),
  tested_at: Type.Optional(DateTimeInput({ description: 'Default now.' })),
  fat_pct: Type.Number({ minimum: 0, maximum: 15 }),
  protein_pct: Type.Number({ minimum: 0, maximum: 10 }),
  scc: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  density: Type.Number({ minimum: 0.9, maximum: 1.2 }),
  temperature_c: Type.Number({ minimum: -5, maximum: 60 }),
  alcohol_test: result('Alcohol test.'),
  clot_on_boiling: result('Clot-on-boiling test.'),
  antibiotic_residue: result('Beta-lactam residue test.'),
  overall_result: Type.Optional(
    result(`Default: fail when any test fails or the density is below ${MIN_DENSITY} (added water), else pass.`),
  ),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};
export const QualityTestCreate = Type.Object(editable, { title: 'QualityTestCreate', additionalProperties: false });
export const QualityTestUpdate = Type.Partial(Type.Object(editable), {
  title: 'QualityTestUpdate',
  additionalProperties: false,
});

function derivedResult(input: Json): 'pass' | 'fail' {
  const failed = [input.alcohol_test, input.clot_on_boiling, input.antibiotic_residue].includes('fail');
  return failed || (input.density as number) < MIN_DENSITY ? 'fail' : 'pass';
}

export const qualityTests: ResourceDef = {
  name: 'quality-tests',
  label: 'Quality test',
  tag: 'Quality control',
  access: 'quality_tests',
  table: 'quality_tests',
  select: () =>
    't.id, t.organization_id, t.location_id, t.qa_agent_id, t.batch_number, t.tested_at, t.fat_pct, t.protein_pct, ' +
    't.scc, t.density, t.temperature_c, t.alcohol_test, t.clot_on_boiling, t.antibiotic_residue, t.overall_result, t.notes',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    location_id: { sql: 't.location_id', type: 'uuid', filter: true },
    qa_agent_id: { sql: 't.qa_agent_id', type: 'uuid', filter: true },
    batch_number: { sql: 't.batch_number', type: 'text', filter: true, sort: true, search: true },
    tested_at: { sql: 't.tested_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    fat_pct: { sql: 't.fat_pct', type: 'number', filter: true, sort: true },
    protein_pct: { sql: 't.protein_pct', type: 'number', filter: true, sort: true },
    scc: { sql: 't.scc', type: 'number', filter: true, sort: true },
    density: { sql: 't.density', type: 'number', filter: true, sort: true },
    temperature_c: { sql: 't.temperature_c', type: 'number', filter: true, sort: true },
    alcohol_test: { sql: 't.alcohol_test', type: 'text', filter: true, sort: true },
    clot_on_boiling: { sql: 't.clot_on_boiling', type: 'text', filter: true, sort: true },
    antibiotic_residue: { sql: 't.antibiotic_residue', type: 'text', filter: true, sort: true },
    overall_result: { sql: 't.overall_result', type: 'text', filter: true, sort: true },
    notes: { sql: 't.notes', type: 'text', search: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-tested_at',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.location_id',
  ownedByOrganization: true,
  schemas: { item: QualityTest, create: QualityTestCreate, update: QualityTestUpdate },
  defaults: { qa_agent_id: null, notes: null },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    location_id: row.location_id,
    qa_agent_id: row.qa_agent_id ?? null,
    batch_number: row.batch_number,
    tested_at: iso(row.tested_at),
    fat_pct: Number(row.fat_pct),
    protein_pct: Number(row.protein_pct),
    scc: Number(row.scc),
    density: Number(row.density),
    temperature_c: Number(row.temperature_c),
    alcohol_test: row.alcohol_test,
    clot_on_boiling: row.clot_on_boiling,
    antibiotic_residue: row.antibiotic_residue,
    overall_result: row.overall_result,
    notes: row.notes ?? null,
  }),
  populate: {
    location: { from: 'location_id', resource: 'locations' },
    qa_agent: { from: 'qa_agent_id', resource: 'user-roles' },
  },
  // A PUT changing a test result without sending overall_result derives it again.
  merge: (existing, body) => {
    const merged = { ...existing, ...body };
    const retested = ['alcohol_test', 'clot_on_boiling', 'antibiotic_residue', 'density'].some(
      (k) => body[k] !== undefined,
    );
    if (retested && body.overall_result === undefined) delete merged.overall_result;
    return merged;
  },
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    await assertOwnedBy(
      ctx.tx,
      'locations',
      input.location_id as string,
      org,
      'location_id',
      'is not a location of this organisation',
    );
    if (input.qa_agent_id) {
      await assertOwnedBy(
        ctx.tx,
        'user_roles',
        input.qa_agent_id as string,
        org,
        'qa_agent_id',
        'is not a user role of this organisation',
      );
    }
    return {
      location_id: input.location_id,
      qa_agent_id: input.qa_agent_id ?? null,
      batch_number: (input.batch_number as string).trim(),
      ...(input.tested_at ? { tested_at: input.tested_at } : {}),
      fat_pct: input.fat_pct,
      protein_pct: input.protein_pct,
      scc: input.scc,
      density: input.density,
      temperature_c: input.temperature_c,
      alcohol_test: input.alcohol_test,
      clot_on_boiling: input.clot_on_boiling,
      antibiotic_residue: input.antibiotic_residue,
      overall_result: input.overall_result ?? derivedResult(input),
      notes: input.notes ?? null,
    };
  },
};
