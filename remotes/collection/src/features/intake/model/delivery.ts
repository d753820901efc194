import type { BodyOf, RejectionReason, ResponseOf, Shift } from '@maziwa/contracts';

/** What POST /collections takes, less what the queue adds at the tap (id, collected_at). */
export type DeliveryFields = Omit<BodyOf<'/collections', 'post'>, 'id' | 'collected_at'>;

/** A farmer the centre takes milk from, as kept on the phone for the type-ahead. */
export type IntakeFarmer = ResponseOf<'/collections/intake-farmers', 'get'>['data'][number];

/** GET /collections/tally: the centre's shift as the API has it. */
export type CollectionTally = ResponseOf<'/collections/tally', 'get'>;

/**
 * One delivery as the phone keeps it: what is sent, and the farmer as the clerk chose them
 * (for the list, which must read without network).
 */
export interface QueuedDelivery {
  delivery: DeliveryFields;
  farmer: { name: string; member_number: string | null };
}

/** The readings as typed (text: an empty field is "not measured"). */
export interface IntakeReadings {
  alcohol_test: '' | 'pass' | 'fail';
  density: string;
  temperature_c: string;
  fat_pct: string;
  protein_pct: string;
  scc: string;
}

export const NO_READINGS: IntakeReadings = {
  alcohol_test: '',
  density: '',
  temperature_c: '',
  fat_pct: '',
  protein_pct: '',
  scc: '',
};

/** What the clerk has typed for the delivery in hand. */
export interface IntakeEntry {
  litres: string;
  readings: IntakeReadings;
}

export type IntakeField = 'litres' | keyof Omit<IntakeReadings, 'alcohol_test'>;

/** Usual limits: beyond them the clerk confirms (docs/screens.md#intake). */
export const USUAL_MAX_LITRES = 60;
export const USUAL_DENSITY = { min: 1.026, max: 1.034 } as const;

interface Bound {
  label: string;
  min: number;
  max: number;
  /** The bounds themselves are impossible too (litres: more than 0, under 200). */
  exclusive?: boolean;
  integer?: boolean;
  unit: string;
}

/** What the API accepts (deploy/api/src/collections/collections.ts): outside is a field error. */
const BOUNDS: Record<IntakeField, Bound> = {
  litres: { label: 'Litres', min: 0, max: 200, exclusive: true, unit: 'L' },
  density: { label: 'Density', min: 1, max: 1.1, unit: 'g/ml' },
  temperature_c: { label: 'Temperature', min: -5, max: 60, unit: '°C' },
  fat_pct: { label: 'Fat', min: 0, max: 15, unit: '%' },
  protein_pct: { label: 'Protein', min: 0, max: 10, unit: '%' },
  scc: { label: 'SCC', min: 0, max: 10_000_000, integer: true, unit: 'cells/ml' },
};

function number(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

function checkField(field: IntakeField, text: string): string | null {
  const bound = BOUNDS[field];
  if (text.trim() === '') return field === 'litres' ? 'Litres is required' : null;
  const value = number(text);
  if (value === null) return `${bound.label} must be a number`;
  if (bound.integer && !Number.isInteger(value)) return `${bound.label} must be a whole number`;
  if (bound.exclusive ? value <= bound.min : value < bound.min)
    return bound.exclusive
      ? `${bound.label} must be more than ${bound.min}`
      : `${bound.label} must be at least ${bound.min}`;
  if (bound.exclusive ? value >= bound.max : value > bound.max)
    return bound.exclusive
      ? `${bound.label} must be under ${bound.max}`
      : `${bound.label} must be at most ${bound.max}`;
  return null;
}

/** Impossible values, by field: the delivery cannot be recorded until they are fixed. */
export function entryErrors(entry: IntakeEntry): Partial<Record<IntakeField, string>> {
  const errors: Partial<Record<IntakeField, string>> = {};
  const texts: Record<IntakeField, string> = { litres: entry.litres, ...entry.readings };
  for (const field of Object.keys(BOUNDS) as IntakeField[]) {
    const error = checkField(field, texts[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Values far outside the usual that the clerk confirms before recording (none: nothing to ask). */
export function unusualValues(entry: IntakeEntry): string[] {
  const unusual: string[] = [];
  const litres = number(entry.litres);
  if (litres !== null && litres > USUAL_MAX_LITRES)
    unusual.push(`${litres} L is more than ${USUAL_MAX_LITRES} L in one delivery.`);
  const density = number(entry.readings.density);
  if (density !== null && (density < USUAL_DENSITY.min || density > USUAL_DENSITY.max))
    unusual.push(
      `Density ${density} is outside the usual ${USUAL_DENSITY.min.toFixed(3)}–${USUAL_DENSITY.max.toFixed(3)}` +
        (density < USUAL_DENSITY.min ? ' (below suggests added water).' : '.'),
    );
  return unusual;
}

/** The body of a delivery from a valid entry; readings left empty are not sent. */
export function deliveryFields(
  entry: IntakeEntry,
  where: { producerId: string; locationId: string; shift: Shift },
  verdict: { status: 'accepted' } | { status: 'rejected'; reason: RejectionReason },
): DeliveryFields {
  const { readings } = entry;
  const fields: DeliveryFields = {
    producer_id: where.producerId,
    location_id: where.locationId,
    shift: where.shift,
    quantity_litres: number(entry.litres)!,
    data_source: 'mobile_app',
    status: verdict.status,
  };
  if (verdict.status === 'rejected') fields.rejection_reason = verdict.reason;
  if (readings.alcohol_test) fields.alcohol_test = readings.alcohol_test;
  for (const field of ['density', 'temperature_c', 'fat_pct', 'protein_pct', 'scc'] as const) {
    const value = number(readings[field]);
    if (value !== null) fields[field] = value;
  }
  return fields;
}
