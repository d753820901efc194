import type { TSchema } from '@sinclair/typebox';
import type { Database } from '../db/database';
import { formatDay } from '../domain/words';
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

/**
 * How an export writes a day or a time. `sortable` ("2026-11-25 06:30") for a field under its
 * own name: any spreadsheet, in any locale, reads it as a date and sorts it. `shown`
 * ("25/11/2026 06:30") for a column a screen asked for in its own words: the page's format
 * (docs/rules.md#dates), so the file reads as the list did.
 */
export type TimeStyle = 'sortable' | 'shown';

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

// A zone's offset changes at a whole quarter hour of UTC (every change since the 1980s; a
// few older ones fell between, and only times in that quarter hour would be off), so one
// lookup serves every time of the same quarter hour: a big export asks Intl a few
// thousand times, not once a row.
const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * Writes an instant ("2026-11-25T03:30:00.000Z", as the JSON answers carry it) as the wall
 * clock of `zone` to the minute: "2026-11-25 06:30" in Nairobi, or "25/11/2026 06:30" in the
 * `shown` style (TimeStyle). The zone is the organisation's (docs/rules.md#dates). What is
 * not a time is written as it came.
 */
export function zonedTimeWriter(zone: string, style: TimeStyle = 'sortable'): (value: unknown) => unknown {
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
    const day = wall.slice(0, 10);
    return `${style === 'shown' ? (shownDay(day) as string) : day} ${wall.slice(11, 16)}`;
  };
}
