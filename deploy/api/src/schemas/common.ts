import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const Uuid = (options: { description?: string } = {}) => Type.String({ format: 'uuid', ...options });

/** "HH:mm", 24-hour clock. */
export const TIME_OF_DAY_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** "HH:mm-HH:mm": opening and closing time (a collection centre's operating hours). */
export const TIME_RANGE_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-3]):[0-5]\\d$';

// Days that exist, in the years 1900-2100: nothing a dairy records lies outside, and PostgreSQL
// would store a year 1000 that lists then fail to read back on PGlite. Leap days are spelled
// out: 2000 is one, 1900 and 2100 are not.
const YEAR = '(?:19\\d\\d|20\\d\\d|2100)';
const LEAP_YEAR = '(?:19(?:0[48]|[2468][048]|[13579][26])|20(?:0[048]|[2468][048]|[13579][26]))';
const DAY =
  `(?:${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))` +
  `|${LEAP_YEAR}-02-29)`;
// Zone offsets run from -14:00 to +14:00.
const ZONE = '(?:Z|[+-](?:(?:0\\d|1[0-3])(?::?[0-5]\\d)?|14(?::?00)?))';

/** yyyy-MM-dd of a day that exists, years 1900-2100. */
export const DATE_PATTERN = `^${DAY}$`;

/**
 * ISO 8601 date-time of a day that exists (years 1900-2100, offsets up to 14 h); the zone may be
 * left out, as a `datetime-local` input sends "2026-03-01T08:00" (read in the operation's zone,
 * Africa/Nairobi).
 */
export const DATE_TIME_INPUT_PATTERN = `^${DAY}[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,6})?)?${ZONE}?$`;

export const DateTimeInput = (options: { description?: string } = {}) =>
  Type.String({ pattern: DATE_TIME_INPUT_PATTERN, ...options });

/** A day or a date-time as DateOnly and DateTimeInput take them (list filters on days). */
export function isDayOrDateTime(value: string): boolean {
  return new RegExp(DATE_PATTERN).test(value) || new RegExp(DATE_TIME_INPUT_PATTERN).test(value);
}

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), { description: 'Problems by field (dots for nested fields).' }),
    ),
  },
  { title: 'ErrorBody' },
);
export type ErrorBodyType = Static<typeof ErrorBody>;

export const IdParams = Type.Object({ id: Uuid() });

export const ListQuery = Type.Object({
  org_id: Type.Optional(Uuid({ description: 'One of your organisations; default: all of them.' })),
  populate: Type.Optional(Type.String({ description: 'Comma-separated relations to embed.' })),
  filter: Type.Optional(
    Type.String({ description: 'field:value pairs, comma-separated; a field given twice matches either value.' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  // Bounded: Infinity and 1e400 pass as integers in JSON schema, and PostgreSQL's OFFSET stops at 2^63.
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  sort: Type.Optional(Type.String({ description: 'field, or -field for descending; comma-separated.' })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in text fields.' })),
  format: Type.Optional(
    Type.Unsafe<'json' | 'csv'>({
      type: 'string',
      enum: ['json', 'csv'],
      description:
        'csv: every matching row (no paging) as a text/csv download, header = field names, lists joined with "; ".',
    }),
  ),
  columns: Type.Optional(
    Type.String({
      maxLength: 2000,
      description:
        "With format=csv: field:Title pairs, comma-separated (a screen's columns and titles): these columns come " +
        'first, in that order and titled so, then the other fields under their names. Unknown fields are skipped.',
    }),
  ),
});
export type ListQueryType = Static<typeof ListQuery>;

export const PopulateQuery = Type.Object({
  populate: Type.Optional(Type.String({ description: 'Comma-separated relations to embed.' })),
});

export const Page = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    {
      data: Type.Array(item),
      total: Type.Integer({ description: 'Rows matching, over all pages.' }),
      limit: Type.Integer(),
      offset: Type.Integer(),
    },
    { title },
  );

/**
 * 200 of a list: the JSON page, or with format=csv the same rows as a CSV download.
 * (Fastify serialises by the answer's content type; a CSV stream is sent as it is.)
 */
export const PageOrCsv = <T extends TSchema>(item: T, title: string) => ({
  description: `${title}; with format=csv, text/csv (attachment)`,
  content: {
    'application/json': { schema: Page(item, title) },
    'text/csv': { schema: Type.String({ description: 'Header line of field names, then one line per row.' }) },
  },
});

/** Error answers every authenticated route may give, for the OpenAPI document. */
export const errorResponses = <Code extends number>(...codes: Code[]): Record<Code, typeof ErrorBody> =>
  Object.fromEntries(codes.map((code) => [code, ErrorBody])) as Record<Code, typeof ErrorBody>;

/** A string from a fixed list, as a plain `enum` (clear errors: "must be one of: ..."). */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

export const PERSON_STATUSES = ['active', 'inactive', 'pending'] as const;
export const PersonStatusSchema = StringEnum(PERSON_STATUSES);

/** Timestamps leave as ISO 8601 strings whichever driver produced them. */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** A calendar day, yyyy-MM-dd, years 1900-2100. */
export const DateOnly = (options: { description?: string } = {}) =>
  Type.String({ format: 'date', pattern: DATE_PATTERN, ...options });

export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

/** numeric columns arrive as numbers from both drivers; null stays null. */
export function num(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** `?org_id=`: which of the caller's organisations a settings route reads or changes. */
export const OrgQuery = Type.Object(
  { org_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })) },
  { additionalProperties: false },
);
