import { fieldError } from '../http/errors';
import { isDayOrDateTime } from '../schemas/common';
import type { SqlParams } from './sql';
import type { FieldDef } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fields that may be filtered, sorted or searched on, by their JSON names. */
export function fieldNames(fields: Record<string, FieldDef>, flag: 'filter' | 'sort' | 'search'): string[] {
  return Object.keys(fields).filter((name) => fields[name][flag]);
}

/**
 * `filter=name:value,status:active`: equality per field (text ignores case); a field named
 * twice matches either value; on id lists (uuid[]) a row matches when it holds the id.
 */
export function filterConditions(
  filter: string | undefined,
  fields: Record<string, FieldDef>,
  params: SqlParams,
): string[] {
  const wanted = new Map<string, string[]>();
  for (const pair of (filter ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = pair.indexOf(':');
    const name = (colon < 0 ? pair : pair.slice(0, colon)).trim();
    const value = colon < 0 ? '' : pair.slice(colon + 1).trim();
    if (!fields[name]?.filter) {
      throw fieldError(
        'filter',
        `field "${name}" is not filterable (use one of: ${fieldNames(fields, 'filter').join(', ')})`,
      );
    }
    if (colon < 0) throw fieldError('filter', `needs name:value pairs, "${pair}" has no value`);
    wanted.set(name, [...(wanted.get(name) ?? []), value]);
  }
  return [...wanted].map(([name, values]) => fieldCondition(name, fields[name], values, params));
}

/** The SQL condition of one field equal to any of the values (filter=, status=). */
export function fieldCondition(name: string, field: FieldDef, values: string[], params: SqlParams): string {
  switch (field.type) {
    case 'uuid':
    case 'uuid[]': {
      const bad = values.find((v) => !UUID.test(v));
      if (bad !== undefined) throw fieldError('filter', `${name} must be a valid uuid, got "${bad}"`);
      return field.type === 'uuid'
        ? `${field.sql} = ANY(${params.add(values, 'uuid[]')})`
        : `${field.sql} && ${params.add(values, 'uuid[]')}`;
    }
    case 'boolean': {
      const bad = values.find((v) => v !== 'true' && v !== 'false');
      if (bad !== undefined) throw fieldError('filter', `${name} must be true or false, got "${bad}"`);
      return `${field.sql} = ANY(${params.add(
        values.map((v) => v === 'true'),
        'boolean[]',
      )})`;
    }
    case 'number': {
      const bad = values.find((v) => v === '' || !Number.isFinite(Number(v)));
      if (bad !== undefined) throw fieldError('filter', `${name} must be a number, got "${bad}"`);
      return `${field.sql} = ANY(${params.add(values.map(Number), 'float8[]')})`;
    }
    case 'timestamp': {
      const bad = values.find((v) => !isDayOrDateTime(v));
      if (bad !== undefined) throw fieldError('filter', `${name} must be a date, got "${bad}"`);
      // The day in the operation's zone, as a range an index on the column can serve.
      const days = values.map((v) => {
        const day = params.add(v, 'date');
        return `(${field.sql} >= ${day} AND ${field.sql} < ${day} + 1)`;
      });
      return `(${days.join(' OR ')})`;
    }
    default:
      return `lower(${field.sql}) = ANY(${params.add(
        values.map((v) => v.toLowerCase()),
        'text[]',
      )})`;
  }
}

/**
 * `sort=name,-created_at` -> ORDER BY, ending with the id so pages never overlap. The id
 * follows the direction of the last term, so one index on (organisation, column, id) serves
 * the column both ways. `reversed` gives the exact opposite order (nulls included), for
 * reading a deep page from the far end.
 */
export function orderBy(sort: string, fields: Record<string, FieldDef>, reversed = false): string {
  let lastDescending = false;
  const terms = sort
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((term) => {
      const descending = term.startsWith('-');
      const name = descending || term.startsWith('+') ? term.slice(1) : term;
      const field = fields[name];
      if (!field?.sort) {
        throw fieldError(
          'sort',
          `field "${name}" is not sortable (use one of: ${fieldNames(fields, 'sort').join(', ')})`,
        );
      }
      lastDescending = descending;
      const expression = field.type === 'text' ? `lower(${field.sql})` : field.sql;
      // Forward: ascending puts nulls last, descending too (NULLS LAST); reversed mirrors both.
      if (descending !== reversed) {
        return field.notNull || reversed ? `${expression} DESC` : `${expression} DESC NULLS LAST`;
      }
      return reversed && !field.notNull ? `${expression} ASC NULLS FIRST` : `${expression} ASC`;
    });
  return [...terms, lastDescending !== reversed ? 't.id DESC' : 't.id'].join(', ');
}

export function populateNames(populate: string | undefined, allowed: Record<string, unknown> | undefined): string[] {
  const requested = [
    ...new Set(
      (populate ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
  for (const name of requested) {
    // Own keys only: "__proto__" or "constructor" is no relation.
    if (!allowed || !Object.hasOwn(allowed, name)) {
      const options = Object.keys(allowed ?? {});
      throw fieldError(
        'populate',
        `relation "${name}" is unknown (${options.length ? `use one of: ${options.join(', ')}` : 'none available'})`,
      );
    }
  }
  return requested;
}
