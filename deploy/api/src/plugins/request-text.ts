/**
 * What the API refuses in the text and numbers of a request, and how it stores names:
 * pure functions over a parsed request part (params, query or body), walked without
 * recursion so that no shape of input can exhaust the stack.
 */

export const NUL_PROBLEM = 'must not contain NUL characters';
export const INFINITE_PROBLEM = 'must be a finite number';
export const SURROGATE_PROBLEM = 'must be valid Unicode text (it holds a lone surrogate)';
export const CONTROL_PROBLEM = 'must not contain control characters';
export const LINE_BREAK_PROBLEM = 'must be a single line (no tabs or line breaks)';

/** Most levels a request part may nest; a real body uses four. */
export const MAX_DEPTH = 32;
export const DEPTH_PROBLEM = `must not nest deeper than ${MAX_DEPTH} levels of objects and arrays`;

// C0 and C1 control characters and DEL, but for tab, line feed and carriage return (below).
// No person types one; pasted from elsewhere they hide text or garble a CSV export.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r]/;
// With the u flag a paired surrogate is one code point: only a lone one matches. PostgreSQL
// would store it as U+FFFD, changing what the person typed without a word.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Fields typed into a text area in the console: notes, descriptions, reasons, addresses, and
 * a pasted PEM certificate. Tabs and line breaks are allowed there and nowhere else.
 */
const MULTI_LINE = /(^|_)(notes?|description|outcome|reason|address|additional_info|remarks|comments?|pem)$/i;

/** Fields whose text is kept byte for byte: a password is compared as it was typed. */
const VERBATIM = /password/i;

export type FieldProblems = Map<string, string>;

function textProblem(text: string, field: string): string | undefined {
  if (text.includes('\u0000')) return NUL_PROBLEM;
  if (LONE_SURROGATE.test(text)) return SURROGATE_PROBLEM;
  if (CONTROL.test(text)) return CONTROL_PROBLEM;
  if (LINE_BREAK.test(text) && !MULTI_LINE.test(field)) return LINE_BREAK_PROBLEM;
  return undefined;
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('.') + 1);

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null && !Buffer.isBuffer(value);
}

/**
 * Each field of `value` that breaks a rule above, by dotted name (array items by index, as
 * the schema errors name them), with its problem. Keys are text too: a bad key names itself.
 * `name` prefixes every field ('' for none); a part that is itself bad is named `name`.
 * `text: false` looks at numbers (and depth) only.
 */
export function problemsIn(value: unknown, name: string, { text = true }: { text?: boolean } = {}): FieldProblems {
  const problems: FieldProblems = new Map();
  const stack: Array<[unknown, string, number]> = [[value, name, 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (isContainer(current)) {
      // A JSON body was measured before parsing (json-body.ts); a JSON part of a multipart
      // form was not.
      if (depth >= MAX_DEPTH) {
        problems.set(path || name, DEPTH_PROBLEM);
        continue;
      }
      // Pushed last to first, so that fields are named in the order they were sent.
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i];
        const innerPath = path ? `${path}.${key}` : key;
        const keyProblem = text ? textProblem(key, 'key') : undefined;
        if (keyProblem) problems.set(innerPath, keyProblem);
        else stack.push([inner, innerPath, depth + 1]);
      }
    } else if (typeof current === 'string' && text) {
      const problem = textProblem(current, lastSegment(path));
      if (problem) problems.set(path, problem);
    } else if (typeof current === 'number' && !Number.isFinite(current)) {
      problems.set(path, INFINITE_PROBLEM);
    }
  }
  return problems;
}

/**
 * Every text of `value` in Unicode NFC, in place: "Wanjikũ" typed with a combining tilde on
 * one phone and a precomposed ũ on another is then one name to search and sort. Passwords
 * are left as typed.
 */
export function normaliseText(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (!isContainer(current)) continue;
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = record[key];
      if (typeof inner === 'string') {
        if (!VERBATIM.test(key)) {
          const normal = inner.normalize('NFC');
          if (normal !== inner) record[key] = normal;
        }
      } else if (isContainer(inner)) {
        stack.push(inner);
      }
    }
  }
}

/**
 * How deeply the JSON text nests, read before it is parsed; stops counting past `limit`.
 * Strings are skipped, so brackets inside a name do not count.
 */
export function jsonDepthExceeds(text: string, limit = MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The field of the request (body first, then query, then path) whose value reads as `value`:
 * names the field behind a database error that quotes only the value.
 */
export function fieldHolding(
  request: { body?: unknown; query?: unknown; params?: unknown },
  value: string | undefined,
): string | undefined {
  if (value === undefined) return undefined;
  for (const part of [request.body, request.query, request.params]) {
    const stack: Array<[unknown, string]> = [[part, '']];
    while (stack.length > 0) {
      const [current, path] = stack.pop()!;
      if (isContainer(current)) {
        for (const [key, inner] of Object.entries(current)) stack.push([inner, path ? `${path}.${key}` : key]);
      } else if ((typeof current === 'string' || typeof current === 'number') && path && String(current) === value) {
        return path;
      }
    }
  }
  return undefined;
}
