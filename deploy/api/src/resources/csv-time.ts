import type { TSchema } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { formatDay } from '../domain/wall-clock';
import { organisationTimeZone } from './scope';
import type { Caller } from './types';

function hasFormat(schema: TSchema | undefined, format: string): boolean {
  if (!schema) return false;
  if (schema.format === format) return true;
  return Array.isArray(schema.anyOf) && schema.anyOf.some((option: TSchema) => option.format === format);
}

/** A date-time field, also when it may be null (`Nullable(...)` is an anyOf). */
export const isDateTime = (schema: TSchema | undefined) => hasFormat(schema, 'date-time');

/** A calendar-day field ("2026-11-28"), also when it may be null. */
export const isDay = (schema: TSchema | undefined) => hasFormat(schema, 'date');

export type { TimeStyle } from '../domain/wall-clock';
// Exports write their times through the API's one wall clock (domain/wall-clock).
export { zonedTimeWriter } from '../domain/wall-clock';

/** A calendar day "2026-11-25" as a column a screen asked for writes it: "25/11/2026". */
export function shownDay(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : value;
}

/**
 * The zone an export writes its times in: the organisation's own (organizations.time_zone),
 * else the server's (MAZIWA_TIME_ZONE, Africa/Nairobi by default), as the console shows them.
 */
export function exportTimeZone(db: Pick<Database, 'timeZone'>, caller: Caller, organizationId?: string): string {
  return organisationTimeZone(caller, organizationId) ?? db.timeZone;
}
