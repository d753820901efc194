import type { TObject } from '@sinclair/typebox';
import type { Caller } from '../auth/caller';
import type { CatalogueResource, RouteAccess } from '../auth/permissions';
import type { Queryable, Row } from '../db/database';
import type { CsvColumn } from './csv';

export type Json = Record<string, unknown>;

/** Who is asking (auth/caller.ts): every resource and report reads it. */
export type { Caller };

export type FieldType = 'text' | 'uuid' | 'number' | 'boolean' | 'timestamp' | 'uuid[]';

/** A field of the JSON a resource answers with, as SQL over the row alias `t`. */
export interface FieldDef {
  sql: string;
  type: FieldType;
  filter?: boolean;
  sort?: boolean;
  /**
   * `q` looks for the text anywhere in the field (a trigram index on a big table's column
   * serves it, migration 009); 'prefix': at its start only, which a b-tree index serves
   * (batch numbers of 10 M deliveries: "GIT-2603" finds a centre's month); SearchThrough:
   * the field is the name of a row another column points at (a farmer, a centre).
   */
  search?: boolean | 'prefix' | SearchThrough;
  /**
   * Never NULL: `-field` sorts plain DESC, which an index on the column serves walking
   * backwards (DESC NULLS LAST, for nullable fields, cannot use it).
   */
  notNull?: boolean;
}

/**
 * A field shown by name but stored as an id (farmer_name of a payment is its producer_id): the
 * row matches when its id is one of those whose name matches. The ids come from the indexed
 * names first, then an index on the id column finds the rows; a join would read every row.
 */
export interface SearchThrough {
  /** The id column over t, e.g. 't.producer_id'. */
  column: string;
  /** SQL selecting the matching ids; `pattern` is the ILIKE pattern's placeholder. */
  ids(pattern: string): string;
  /** The column holds a list of ids (uuid[]): it matches when it holds any of them. */
  list?: boolean;
  /** The ids' type, when not uuid (rejection reason codes). */
  idType?: 'text';
}

/** Embeds the rows that ids in a field point at: `populate=<name>`. */
export interface PopulateDef {
  /** JSON field holding one id or a list of ids. */
  from: string;
  /** Name of the resource the ids belong to. */
  resource: string;
}

export interface WriteContext {
  tx: Queryable;
  caller: Caller;
  /** The organisation the row belongs to after this write (resources owned by one). */
  organizationId?: string;
  /** The row before an update or delete, as JSON. */
  existing?: Json;
}

/**
 * What paging, filtering, sorting, searching and populating need: resources and reports.
 * Scoping is a SQL condition, so no query can forget it.
 */
export interface ListableDef {
  /** URL segment, e.g. 'user-roles'. */
  name: string;
  /** For messages: 'User role'. */
  label: string;
  /** A table name, or a parenthesised SELECT; aliased t. */
  table: string;
  /** SELECT list over alias t. callerOrgs() is a uuid[] placeholder of the caller's organisations. */
  select(callerOrgs: () => string): string;
  /** Fields a client may filter, sort or search on (names as in the JSON). */
  fields: Record<string, FieldDef>;
  /** Default `sort`, same syntax as the query parameter. */
  defaultSort: string;
  /** SQL condition keeping rows of the organisations in `orgs` (a uuid[] placeholder). */
  scope(orgs: string): string;
  /**
   * The organisation column scope compares, when it is that simple: one organisation is then
   * compared with `=`, so an index on (column, sort key) serves the order (PostgreSQL before
   * 17 cannot walk an index in order under `= ANY(array)`).
   */
  orgColumn?: string;
  /**
   * The collection centre a row belongs to, as SQL over `t` (deliveries, tests, rejections,
   * handovers; a centre itself is its id): a QA/Collector sees only rows of its centres.
   */
  centreColumn?: string;
  toJson(row: Row): Json;
  populate?: Record<string, PopulateDef>;
  /**
   * SQL of the total when a list has no filter and no search, cheaper than counting the
   * rows (collections: the sum of the producers' running totals).
   */
  total?(orgs: string): string;
  /** from/to (days, inclusive) keep the rows whose timestamp or date `sql` falls within them. */
  period?: { sql: string; description: string };
  /**
   * Filterable fields a list also takes as their own parameter, `event=delivery` as
   * `filter=event:delivery` (what a screen's filter bar sends; status= is taken by every list
   * with a period and a filterable status).
   */
  queryFilters?: readonly string[];
}

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** A resource with the generic list/get/create/update/delete routes. */
export interface ResourceDef extends ListableDef {
  tag: string;
  /**
   * What each operation asks of the caller: a catalogue resource (list and get need its
   * read, the writes its create, update and delete), or a permission per operation.
   */
  access: CatalogueResource | Partial<Record<Operation, RouteAccess>>;
  /** Routes to register; default all five. */
  operations?: readonly Operation[];
  /** Rows carry organization_id: create/update check the caller belongs to it. */
  ownedByOrganization: boolean;
  schemas: { item: TObject; create: TObject; update: TObject };
  /** Values of optional create fields left out. */
  defaults: Json;
  /** Combines the current JSON and a partial update; default: shallow merge. */
  merge?(existing: Json, body: Json): Json;
  /** Complete input (defaults or current values applied) -> column values; checks references. */
  toColumns(input: Json, ctx: WriteContext): Promise<Record<string, unknown>>;
  /** Link tables and the like, after the row is written. */
  afterWrite?(id: string, input: Json, ctx: WriteContext): Promise<void>;
  /** A message when a visible row may not be changed (the global permission catalogue). */
  readOnly?(current: Json): string | undefined;
  /** Replaces the plain DELETE (cleanup of id arrays, partial removal). */
  remove?(current: Json, ctx: WriteContext): Promise<void>;
  /**
   * Columns only an export has, for a screen that shows a field in its own words (a user's
   * role names, Active/Inactive, a role's permission count): read from each row's JSON and
   * written only when `columns` asks for them (see pickColumns).
   */
  exportColumns?(context: ExportContext): CsvColumn[];
}

/** What an export's own columns may depend on. */
export interface ExportContext {
  /** The organisation the list was asked for (org_id), if one was. */
  orgId?: string;
  /** The zone the export writes its times in (exportTimeZone). */
  timeZone: string;
}
