import type { TSchema } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { organisationTimeZone } from './scope';
import type { Caller } from './types';

/** A date-time field, also when it may be null (`Nullable(...)` is an anyOf). */
export function isDateTime(schema: TSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'date-time') return true;
  return Array.isArray(schema.anyOf) && schema.anyOf.some((option: TSchema) => option.format === 'date-time');
}

/**
 * The zone an export writes its times in: the organisation's own (organizations.time_zone),
 * else the server's (MAZIWA_TIME_ZONE, Africa/Nairobi by default), as the console shows them.
 */
export function exportTimeZone(db: Pick<Database, 'timeZone'>, caller: Caller, organizationId?: string): string {
  return organisationTimeZone(caller, organizationId) ?? db.timeZone;
}

// A zone's offset changes at a whole quarter hour of UTC (every change since the 1980s; a
// few older ones fell between, and only times in that quarter hour would be off), so one
// lookup serves every time of the same quarter hour: a big export asks Intl a few
// thousand times, not once a row.
const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * Writes an instant ("2026-11-25T03:30:00.000Z", as the JSON answers carry it) as the wall
 * clock of `zone` to the minute: "2026-11-25 06:30" in Nairobi. Spreadsheets read that as a
 * date and time; the zone is the organisation's (docs/rules.md#dates). What is not a time
 * is written as it came.
 */
export function zonedTimeWriter(zone: string): (value: unknown) => unknown {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const slot = Math.floor(ms / QUARTER_HOUR);
    let offset = offsets.get(slot);
    if (offset === undefined) {
      const at = slot * QUARTER_HOUR;
      const field = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, Number(part.value)]));
      offset = Date.UTC(field.year, field.month - 1, field.day, field.hour, field.minute, field.second) - at;
      offsets.set(slot, offset);
    }
    return offset;
  };
  return (value) => {
    if (typeof value !== 'string' && !(value instanceof Date)) return value;
    const ms = value instanceof Date ? value.getTime() : Date.parse(value);
    if (Number.isNaN(ms)) return value;
    const wall = new Date(ms + offsetAt(ms)).toISOString();
    return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
  };
}
