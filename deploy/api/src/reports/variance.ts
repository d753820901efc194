import { Type } from '@sinclair/typebox';
import type { Row } from '../db/database';
import { Nullable, num, StringEnum } from '../schemas/common';
import type { ReportDef } from '../resources/report';

/** How a measured figure compares with the field's: what the Inventory page says of a day or trip. */
export const ASSESSMENTS = ['within', 'short', 'over', 'no_figure'] as const;
export const ASSESSMENT_DESCRIPTION =
  'within: |variance %| within the tolerance; short: the plant measured less (spillage, theft?); ' +
  'over: the plant measured more (added water?); no_figure: no delivered litres recorded yet.';

/**
 * The last columns of a row that compares litres delivered at the plant with litres handed
 * over (a trip, a day): `comparedWith` names the handed-over figure the variance is taken of.
 */
export const varianceProperties = (deliveredDescription: string, comparedWith: string) => ({
  delivered_litres: Nullable(Type.Number(), { description: deliveredDescription }),
  variance_litres: Nullable(Type.Number(), { description: `delivered - ${comparedWith}.` }),
  variance_pct: Nullable(Type.Number(), { description: `variance_litres / ${comparedWith} x 100, 2 decimals.` }),
  tolerance_pct: Type.Number({ description: "The organisation's tolerance (organizations.variance_tolerance_pct)." }),
  flagged: Type.Boolean({ description: '|variance_pct| above the tolerance.' }),
  assessment: StringEnum(ASSESSMENTS, { description: ASSESSMENT_DESCRIPTION }),
});

/**
 * SQL of the variance % of `delivered` against `handed` (2 decimals), of the flag beyond
 * `tolerance`, and of the assessment: one definition for trips and days (docs/rules.md#daily-variance).
 * Milk delivered where nothing was handed over is beyond any tolerance. Also the select list,
 * fields and JSON of the columns of varianceProperties.
 */
export const varianceSql = (delivered: string, handed: string, tolerance: string) => {
  const pct = `round(100 * (${delivered} - ${handed}) / nullif(${handed}, 0), 2)`;
  const beyond = `(${delivered} IS NOT NULL AND (CASE WHEN ${handed} = 0 THEN ${delivered} > 0 ELSE abs(${pct}) > ${tolerance} END))`;
  const assessment = `(CASE WHEN ${delivered} IS NULL THEN 'no_figure' WHEN NOT ${beyond} THEN 'within'
                            WHEN ${delivered} < ${handed} THEN 'short' ELSE 'over' END)`;
  return {
    pct,
    flagged: beyond,
    assessment,
    select: `${delivered} AS delivered_litres, ${delivered} - ${handed} AS variance, ${pct} AS variance_pct,
    ${tolerance} AS tolerance, ${beyond} AS flagged, ${assessment} AS assessment`,
    fields: {
      delivered_litres: { sql: delivered, type: 'number', sort: true },
      variance_pct: { sql: pct, type: 'number', sort: true },
      flagged: { sql: beyond, type: 'boolean', filter: true },
      assessment: { sql: assessment, type: 'text', filter: true },
    } satisfies ReportDef['fields'],
  };
};

export const varianceJson = (row: Row) => ({
  delivered_litres: num(row.delivered_litres),
  variance_litres: num(row.variance),
  variance_pct: num(row.variance_pct),
  tolerance_pct: Number(row.tolerance),
  flagged: row.flagged === true,
  assessment: row.assessment,
});
