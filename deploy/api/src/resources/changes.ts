import { isDeepStrictEqual } from 'node:util';

/** One changed field: its value before and after (null when the record did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** Changed fields by name; nested objects by dotted name (contact_info.phone, profile.gender). */
export type Changes = Record<string, FieldChange>;

// Secrets never enter the trail, whatever the resource calls them.
const SECRET = /password|passwd|secret|token|hash|api_?key|credential/i;

// The event itself carries these: repeating them in every change would only add noise.
const BOOKKEEPING = new Set(['id', 'organization_id', 'created_at']);

export const isSecretField = (name: string): boolean => name.split('.').some((part) => SECRET.test(part));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A record's JSON as dotted field names to values (arrays stay whole: a list is one value). */
function flatten(record: Record<string, unknown> | undefined, prefix = '', into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(record ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (!prefix && BOOKKEEPING.has(key)) continue;
    if (isSecretField(name)) continue;
    if (isPlainObject(value)) flatten(value, name, into);
    else into.set(name, value instanceof Date ? value.toISOString() : value);
  }
  return into;
}

/**
 * The fields that differ between two versions of a record (before undefined: created; after
 * undefined: deleted). A created or deleted record lists the fields it had a value in.
 */
export function changesBetween(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Changes {
  const old = flatten(before);
  const now = flatten(after);
  const changes: Changes = {};
  for (const name of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(name) ?? null;
    const b = now.get(name) ?? null;
    if (!isDeepStrictEqual(a, b)) changes[name] = { before: a, after: b };
  }
  return changes;
}

/** Changes given by hand (a special route), with secrets dropped all the same. */
export function withoutSecrets(changes: Changes): Changes {
  return Object.fromEntries(Object.entries(changes).filter(([name]) => !isSecretField(name)));
}
