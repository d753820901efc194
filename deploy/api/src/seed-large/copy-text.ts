// PostgreSQL's COPY text format: one line per row, columns separated by tabs, \N for NULL,
// backslash escapes for backslash, tab, newline and carriage return.

const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function escapeText(text: string): string {
  return text.replace(SPECIAL, (c) => ESCAPES[c]);
}

/** An array literal ({a,"b c"}); elements are quoted when they need it. */
function arrayLiteral(items: readonly unknown[]): string {
  const parts = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    const text = String(item);
    return /^[^\s{}",\\]+$/.test(text) && text.toUpperCase() !== 'NULL' ? text : `"${text.replace(/["\\]/g, '\\$&')}"`;
  });
  return `{${parts.join(',')}}`;
}

/**
 * One value as COPY text: strings, numbers, booleans, dates (ISO, with zone), arrays (as
 * PostgreSQL array literals) and plain objects (as JSON, for jsonb columns).
 */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot COPY the number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  if (typeof value === 'object') return escapeText(JSON.stringify(value));
  throw new Error(`cannot COPY a ${typeof value}`);
}

/** One row as a COPY text line, newline included. */
export function copyLine(values: readonly unknown[]): string {
  return `${values.map(copyValue).join('\t')}\n`;
}
