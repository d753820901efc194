import { Prng } from '../seed/prng';
import type { Operation, SchemaNode } from './openapi-operations';

/** One request the fuzzer sends; `label` says what is malformed in it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  label: string;
}

export interface FuzzContext {
  /** A real id for a field or path parameter (organization_id, producer_id, /trips/{id}...), else any uuid. */
  idFor(field: string, path: string): string;
}

const NUL = '\u0000';
const HUGE = 'x'.repeat(100_000);
const LONG = 'y'.repeat(5_000);
const MEGABYTE = 'm'.repeat(1_000_000);
// Dropped into a JSON text as it is: numbers JSON.parse turns into Infinity or that no column holds.
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '1e309',
  '-1e309',
  '1e308',
  '-1e308',
  '4294967296',
  '-2147483649',
  '9007199254740993',
  '1e-400',
  '123456789012345678901234567890',
  '-0',
  '0.1e-320',
];
// JSON string escapes dropped in as they are: lone surrogates, which JSON.stringify would not write.
const RAW_TEXTS = ['"x\\udfff\\ud800"', '"\\ud800"', '"a\\udc00b"', '"\\ud83d"'];
// Text no person types: C0 and C1 controls, DEL, line breaks and tabs, bidi overrides, BOM.
const ODD_TEXTS = [
  '\u0001\u001f',
  'a\u0007b',
  '\u001b[31mred',
  'Milk\u0085',
  '\u009b',
  'x\u007fy',
  'two\nlines',
  'tab\there',
  'cr\rx',
  '\u202eevil',
  '\ufeffbom',
  '\u2028sep',
];
// Numbers as text, where a number is expected.
const NUMBER_TEXTS = ['12', '1e309', '-1', '0x10', '1,5', ' 3 ', ''];
const WRONG_TYPES: unknown[] = [
  123,
  -1,
  0,
  1.5,
  'text',
  '',
  true,
  false,
  null,
  [],
  {},
  [null],
  { a: null },
  'Infinity',
  '1e400',
  'NaN',
  '-1e400',
];
const BAD_DATES = [
  '2026-02-30',
  '2025-02-29',
  '1000-01-01',
  '2101-01-01',
  '0000-01-01',
  '1899-12-31',
  '99999-01-01',
  '2026-13-01',
  '2026-03-01T08:00:00+99:00',
  '2026-03-01T08:00:00-24:00',
  '2026-03-01T25:00',
  '2026-03-01T08:61',
  '2026-02-30T08:00',
  '1000-06-01T08:00:00Z',
  '0001-01-01T00:00',
  '2026-03-01T08:00:60Z',
  'today',
  '2026-03-01T08:00:00+03:00:00',
];
const NUMERIC_QUERY = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '-1',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '1.5',
  '0x10',
  ' ',
  NUL,
  '1e3',
];
const STRING_QUERY = [
  NUL,
  `a${NUL}b`,
  LONG,
  '%',
  '_',
  '\\',
  "'",
  '"',
  '1e400',
  'Infinity',
  '-1',
  '[]',
  '{}',
  '😀',
  '\uFFFF',
  '__proto__',
  '2026-02-30',
  '1000-01-01',
  '2026-03-01T08:00:00+99:00',
  ',',
  ':',
  '-',
];
// Inserted into the query string as they are: bad or odd percent-encodings.
const RAW_QUERY = ['%ZZ', '%ED%A0%80', '%C0%80', '%00%00', '%', '%E2%82'];
const BAD_IDS = [
  'not-a-uuid',
  '%00',
  `a%00b`,
  '00000000-0000-4000-8000-000000000000%00',
  '1e400',
  '-1',
  'z'.repeat(300),
  '%E2%82%AC',
  '%ZZ',
  '..%2F..',
  '0',
];

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function sample<T>(prng: Prng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(prng.int(0, pool.length - 1), 1)[0]);
  return out;
}

function concrete(schema: SchemaNode): SchemaNode {
  const options = schema.anyOf ?? schema.oneOf;
  return options ? concrete(options.find((s) => s.type !== 'null') ?? options[0]) : schema;
}

function isDateLike(schema: SchemaNode, name: string): boolean {
  return (
    schema.format === 'date' ||
    schema.format === 'date-time' ||
    /\\d\{4\}/.test(schema.pattern ?? '') ||
    /(_at|_date|date_of_\w+|_expiry|^from|^to|timestamp|start_time|end_time|scheduled_for)$/.test(name)
  );
}

/** A value the schema accepts, as far as the fuzzer can tell: the base the malformed values replace. */
export function plausible(schema: SchemaNode, name: string, context: FuzzContext, path: string): unknown {
  const s = concrete(schema);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return context.idFor(name, path);
      if (s.format === 'email') return 'fuzz.person@example.test';
      if (s.format === 'date') return '2026-03-01';
      if (isDateLike(s, name)) return '2026-03-01T08:00:00+03:00';
      if (s.pattern?.includes(':[0-5]')) return '08:00';
      return 'Fuzz value!'.padEnd(s.minLength ?? 0, '!').slice(0, s.maxLength ?? 100);
    case 'integer':
    case 'number': {
      const low = s.exclusiveMinimum ?? s.minimum ?? 0;
      const high = s.exclusiveMaximum ?? s.maximum ?? low + 10;
      return low < 1 && high > 1 ? 1 : s.type === 'integer' ? Math.ceil((low + high) / 2) : (low + high) / 2;
    }
    case 'boolean':
      return true;
    case 'array':
      return [plausible(s.items ?? {}, name, context, path)];
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((key) => [key, plausible(s.properties?.[key] ?? {}, key, context, path)]),
      );
    default:
      return 'Fuzz value';
  }
}

/** Sets `value` at a dotted path of a copy of `body`. */
function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null || Array.isArray(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]] = value;
  return copy;
}

const RAW = '__fuzz_raw__:';

/** JSON text in which `RAW` strings become bare tokens (1e400 is no JSON.stringify output). */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${RAW}((?:[^"\\\\]|\\\\.)*)"`, 'g'), (_, raw: string) =>
    JSON.parse(`"${raw}"`),
  );
}

interface Field {
  path: string[];
  schema: SchemaNode;
}

/** Properties of a body schema, and those of its objects and array items, one level down. */
function fieldsOf(schema: SchemaNode, prefix: string[] = [], depth = 0): Field[] {
  const s = concrete(schema);
  const out: Field[] = [];
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    const path = [...prefix, key];
    out.push({ path, schema: child });
    const inner = concrete(child);
    if (depth < 1 && inner.type === 'object') out.push(...fieldsOf(inner, path, depth + 1));
  }
  return out;
}

function badValuesFor(field: Field, prng: Prng, context: FuzzContext, opPath: string): unknown[] {
  const s = concrete(field.schema);
  const name = field.path[field.path.length - 1];
  const values: unknown[] = [
    ...sample(prng, WRONG_TYPES, 6),
    NUL,
    `a${NUL}b`,
    HUGE,
    ...sample(prng, RAW_NUMBERS, 5).map((n) => `${RAW}${n}`),
    ...sample(prng, RAW_TEXTS, 2).map((text) => `${RAW}${text}`),
    ...sample(prng, ODD_TEXTS, 4),
  ];
  if (s.type === 'number' || s.type === 'integer') values.push(...sample(prng, NUMBER_TEXTS, 3));
  if (isDateLike(s, name)) values.push(...sample(prng, BAD_DATES, 6));
  if (s.type === 'array') {
    const item = plausible(s.items ?? {}, name, context, opPath);
    values.push(
      [`x${NUL}`],
      Array.from({ length: 2_000 }, () => item),
      [item, item],
      [[item]],
      [{ [NUL]: 1 }],
    );
  }
  if (s.type === 'object') values.push({ [`k${NUL}`]: 'v' }, { __proto__x: 1, [LONG]: 1 });
  return values;
}

function multipartBody(
  boundary: string,
  fields: Array<[string, string]>,
  file?: { name: string; filename: string; type: string; data: string },
): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n${file.data}\r\n`,
    );
  }
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

const baseTextOf = (base: Record<string, unknown>) => JSON.stringify(base);

function bodyRequests(op: Operation, url: string, prng: Prng, context: FuzzContext): FuzzRequest[] {
  const json = { 'content-type': 'application/json' };
  const schema = op.bodies['application/json'] ?? Object.values(op.bodies)[0] ?? { type: 'object', properties: {} };
  const base = (plausible(schema, '', context, op.path) ?? {}) as Record<string, unknown>;
  const out: FuzzRequest[] = [];
  const send = (label: string, payload: string | Buffer | undefined, headers: Record<string, string> = json) =>
    out.push({ method: op.method, url, headers, payload, label });

  // The body as a whole.
  const deep = (levels: number, open: string, close: string, inner = '1') =>
    `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
  for (const text of [
    '',
    'null',
    '[]',
    '"text"',
    '42',
    '1e309',
    '{"a":',
    '{}}',
    NUL,
    '{"\\u0000":1}',
    `[${jsonText(base)}]`,
    '['.repeat(5_000),
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\ufeff{}',
    '{"a":1,"a":2}',
    deep(100_000, '[', ']', ''),
    deep(5_000, '{"a":', '}'),
    deep(33, '[', ']'),
    deep(32, '{"a":', '}'),
    `{${Object.keys(base)
      .map((key) => `"${key}":${deep(40, '[', ']')}`)
      .join(',')}}`,
    `{"padding":"${MEGABYTE}"}`,
    `{"padding":"${MEGABYTE}${MEGABYTE}"}`,
  ]) {
    send(`json body ${JSON.stringify(text.slice(0, 40))}${text.length > 40 ? ` (${text.length})` : ''}`, text);
  }
  send(
    'json body, bytes that are not UTF-8',
    Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  );
  send('json body, UTF-16', Buffer.from(baseTextOf(base), 'utf16le'));
  const [firstText] = fieldsOf(schema).filter((field) => concrete(field.schema).type === 'string');
  if (firstText) send(`${firstText.path.join('.')} = 1 MB`, jsonText(withValue(base, firstText.path, MEGABYTE)));
  send('no body, no content type', undefined, {});
  const baseText = jsonText(base);
  for (const type of [
    'text/plain',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary="open',
    'multipart/form-data; charset=utf-8',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/xml',
    'multipart/mixed',
    'application/octet-stream',
    'application/jsonx',
    'APPLICATION/JSON',
    'application/json;;',
    '*/*',
    'text/json',
    ';',
  ]) {
    send(`content-type ${type}`, baseText, { 'content-type': type });
  }
  send('multipart, garbled body', 'garbage\r\n--b\r\nnot a part', {
    'content-type': 'multipart/form-data; boundary=b',
  });
  send('multipart, truncated part', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue', {
    'content-type': 'multipart/form-data; boundary=b',
  });
  send('urlencoded NUL and bad escapes', `a=%00&b=%ZZ&${'c'.repeat(50)}=%E2%82`, {
    'content-type': 'application/x-www-form-urlencoded',
  });

  // One field at a time.
  for (const field of fieldsOf(schema)) {
    for (const value of badValuesFor(field, prng, context, op.path)) {
      const shown =
        typeof value === 'string' && value.length > 40
          ? `"${value.slice(0, 8)}..." (${value.length})`
          : JSON.stringify(value)?.slice(0, 60);
      send(`${field.path.join('.')} = ${shown}`, jsonText(withValue(base, field.path, value)));
    }
  }

  // Forms (sign-in, files): the same fields as multipart and urlencoded parts.
  const form = op.bodies['multipart/form-data'];
  if (form) {
    const boundary = 'fuzzboundary';
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const names = Object.keys(concrete(form).properties ?? {});
    for (const name of names) {
      for (const value of [NUL, `a${NUL}b`, 'z'.repeat(20_000), '']) {
        send(
          `multipart ${name} = ${JSON.stringify(value.slice(0, 8))}`,
          multipartBody(
            boundary,
            names.map((n) => [n, n === name ? value : 'fuzz.person@example.test']),
          ),
          headers,
        );
      }
    }
    send(
      'multipart, 50 fields',
      multipartBody(
        boundary,
        Array.from({ length: 50 }, (_, i) => [`f${i}`, 'v']),
      ),
      headers,
    );
    send(
      'multipart, file in a text field',
      multipartBody(boundary, [], { name: names[0] ?? 'a', filename: `a${NUL}.txt`, type: 'text/plain', data: 'x' }),
      headers,
    );
    send(
      'multipart, file part with a NUL name',
      multipartBody(boundary, [], { name: 'file', filename: `${NUL}`, type: `image/png${NUL}`, data: '\u0089PNG' }),
      headers,
    );
  }
  if (op.bodies['application/x-www-form-urlencoded']) {
    send('urlencoded NUL', 'username=%00&password=a%00b', { 'content-type': 'application/x-www-form-urlencoded' });
  }
  return out;
}

function queryValues(name: string, schema: SchemaNode, op: Operation, prng: Prng): string[] {
  const s = concrete(schema);
  if (s.type === 'integer' || s.type === 'number' || name === 'limit' || name === 'offset')
    return sample(prng, NUMERIC_QUERY, 6);
  if (s.format === 'date' || name === 'from' || name === 'to') return sample(prng, BAD_DATES, 5);
  const junk = [NUL, ...sample(prng, STRING_QUERY, 3)];
  if (name === 'filter') {
    for (const field of sample(prng, op.filterFields, 4)) {
      junk.push(
        ...sample(
          prng,
          [
            `${field}:${NUL}`,
            `${field}:a${NUL}b`,
            `${field}:1000-01-01`,
            `${field}:2026-02-30`,
            `${field}:1e400`,
            `${field}:Infinity`,
            `${field}:-1`,
            `${field}:${LONG}`,
            `${field}:'--`,
            `${field}:%`,
            `${field}:2026-03-01T08:00:00+99:00`,
          ],
          2,
        ),
      );
    }
    junk.push(prng.pick([':', 'x:y', ',,,', 'a:b:c']));
  }
  if (name === 'sort') {
    for (const field of sample(prng, op.sortFields, 2))
      junk.push(prng.pick([`${field}${NUL}`, `-${field},${NUL}`, `${field},-`]));
    junk.push(prng.pick(['--', '+', ' , ', LONG]));
  }
  if (name === 'populate') junk.push(...sample(prng, [',', '__proto__', 'constructor', 'toString', `a,${NUL}`], 2));
  return junk;
}

/**
 * Malformed requests for one operation, the same on every run (a PRNG seeded by the
 * operation and `seed`): bad path ids, junk in each query parameter, and for bodies the
 * body as a whole, odd content types and each field in turn given wrong types, NUL, huge
 * strings, numbers past any column and impossible dates.
 */
export function malformedRequests(op: Operation, context: FuzzContext, seed = 1): FuzzRequest[] {
  const prng = new Prng(hashOf(`${op.method} ${op.path}`) ^ seed);
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const urlWith = (raw: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => raw[name] ?? encodeURIComponent(context.idFor(name, op.path)));
  const url = urlWith();
  const out: FuzzRequest[] = [];
  const hasBody = Object.keys(op.bodies).length > 0 || op.method === 'POST' || op.method === 'PUT';
  const emptyBody: Pick<FuzzRequest, 'payload' | 'headers'> = hasBody
    ? { payload: '{}', headers: { 'content-type': 'application/json' } }
    : { headers: {} };

  for (const param of pathParams) {
    for (const bad of [
      '%00',
      ...sample(
        prng,
        BAD_IDS.filter((id) => id !== '%00'),
        4,
      ),
    ])
      out.push({
        method: op.method,
        url: urlWith({ [param.name]: bad }),
        ...emptyBody,
        label: `path ${param.name} = ${bad}`,
      });
  }
  for (const param of queryParams) {
    const separator = url.includes('?') ? '&' : '?';
    for (const value of queryValues(param.name, param.schema, op, prng)) {
      const shown = value.length > 40 ? `${value.slice(0, 12)}... (${value.length})` : value;
      out.push({
        method: op.method,
        url: `${url}${separator}${param.name}=${encodeURIComponent(value)}`,
        ...emptyBody,
        label: `query ${param.name} = ${JSON.stringify(shown)}`,
      });
    }
    for (const raw of sample(prng, RAW_QUERY, 1)) {
      out.push({
        method: op.method,
        url: `${url}${separator}${param.name}=${raw}`,
        ...emptyBody,
        label: `query ${param.name} = raw ${raw}`,
      });
    }
    if (prng.chance(0.3)) {
      out.push({
        method: op.method,
        url: `${url}${separator}${param.name}=a&${param.name}=%00`,
        ...emptyBody,
        label: `query ${param.name} twice`,
      });
    }
    // Exports read the same parameters on another path (every row, streamed).
    if (queryParams.some((p) => p.name === 'format') && ['q', 'filter', 'sort', 'columns'].includes(param.name)) {
      out.push({
        method: op.method,
        url: `${url}${separator}format=csv&${param.name}=%00`,
        ...emptyBody,
        label: `csv with ${param.name} = NUL`,
      });
    }
  }
  if (hasBody) out.push(...bodyRequests(op, url, prng, context));
  return out;
}
