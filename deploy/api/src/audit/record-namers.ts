import { ruleLabel, type Comparison, type Measure } from '../domain/pay-computation';
import { formatKsh } from '../domain/pay';
import { formatDateTime, formatDay, memberLabel, payPeriodLabel } from '../domain/words';
import { personName } from '../resources/sql';
import { iso } from '../schemas/common';

// How Activity and History name a record: as staff know it (a farmer by name and member
// number, a payment by its farmer and period, a route by its name), one namer per resource
// the trail records. Each reads what a name needs in one query for a page of events (ids by
// primary key, in the caller's organisations only); a record since deleted is named from the
// values the trail kept of it, with the same function.

/** What a name is made of: a row of the namer's query, or a deleted record's last recorded values. */
export type Facts = Record<string, unknown>;

export interface NameContext {
  /** The organisation's zone: times in a name are on its clock. */
  timeZone: string;
  /** Another record's name, when the book holds it (a deleted link's person, a trip's route). */
  nameOf(resource: string, id: unknown): string | undefined;
}

export interface RecordNamer {
  /** What one is called when nothing better is known: "Farmer" -> "Farmer (deleted)". */
  noun: string;
  /** Said of an id the caller may not see named (another organisation). */
  unseen?: string;
  /**
   * The records' facts: `id`, `org` (the organisation it belongs to; null for the shared
   * catalogue) and what `name` reads. $1 is the caller's organisations (uuid[]), $2 the ids
   * (uuid[]): every table is read by its primary key.
   */
  sql: string;
  /** Ids in recorded values that a deleted record's name reads, by field: their resource. */
  refs?: Record<string, string>;
  /** The name; undefined when the facts say too little (a deleted record's then says what it was). */
  name(facts: Facts, context: NameContext): string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const time = (value: unknown, context: NameContext) => formatDateTime(iso(value), context.timeZone);
const day = (value: unknown) => formatDay(text(value) ?? (value instanceof Date ? iso(value) : null));
const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(', ') || undefined;

/** A record's farmer: their name and member number as recorded, else the farmer link's name. */
function farmerOf(facts: Facts, context: NameContext, field = 'producer_id'): string | undefined {
  const name = text(facts.farmer_name);
  if (name) return memberLabel(name, text(facts.member_number) ?? text(facts.member_id));
  return context.nameOf('user-roles', facts[field]);
}

/**
 * A farmer's record: "Jane Wanjiku (#MZ-0001)" then what tells it apart (a time, a topic);
 * without either, no name (a deleted one then says what it was).
 */
function ofFarmer(farmer: string | undefined, rest: string | undefined, separator = ', '): string | undefined {
  if (!farmer && !rest) return undefined;
  return rest ? `${farmer ?? 'Farmer'}${separator}${rest}` : farmer;
}

/** The farmer of a row `t` (its producer_id) as facts: farmer_name and member_number. */
const FARMER_JOIN = (column = 't.producer_id') =>
  `LEFT JOIN user_roles f ON f.id = ${column} LEFT JOIN users fu ON fu.id = f.user_id`;
const FARMER_FACTS = `${personName('fu')} AS farmer_name, f.member_id AS member_number`;

/** A table of the organisation, read by id: its own columns and joins. */
const owned = (table: string, facts: string, joins = '') =>
  `SELECT t.id, t.organization_id AS org, ${facts} FROM ${table} t ${joins}
    WHERE t.id = ANY($2::uuid[]) AND t.organization_id = ANY($1::uuid[])`;

/** The centre of a row `t` (its location_id): location_name. */
const CENTRE_JOIN = 'LEFT JOIN locations l ON l.id = t.location_id';

const byName: RecordNamer['name'] = (facts) => text(facts.name);

export const RECORD_NAMERS: Record<string, RecordNamer> = {
  users: {
    noun: 'Person',
    // A person is seen through the organisations the caller shares with them.
    sql: `SELECT u.id, uo.organization_id AS org, ${personName('u')} AS person_name, u.email
            FROM users u JOIN user_organizations uo ON uo.user_id = u.id AND uo.organization_id = ANY($1::uuid[])
           WHERE u.id = ANY($2::uuid[])`,
    name: (facts) =>
      text(facts.person_name) ??
      text([facts.first_name, facts.last_name].filter((part) => text(part)).join(' ')) ??
      text(facts.email) ??
      text(facts.username),
  },
  'user-roles': {
    noun: 'Person',
    sql: owned(
      'user_roles',
      `t.user_id, coalesce(nullif(${personName('u')}, ''), u.email) AS person_name, t.member_id, r.name AS role_name`,
      'LEFT JOIN users u ON u.id = t.user_id LEFT JOIN roles r ON r.id = t.role_id',
    ),
    refs: { user_id: 'users', role_id: 'roles' },
    name(facts, context) {
      const person = text(facts.person_name) ?? context.nameOf('users', facts.user_id);
      if (!person) return undefined;
      const member = text(facts.member_id);
      if (member) return memberLabel(person, member);
      const role = text(facts.role_name) ?? context.nameOf('roles', facts.role_id);
      return role ? `${person} (${role})` : person;
    },
  },
  roles: { noun: 'Role', sql: owned('roles', 't.name'), name: byName },
  permissions: {
    noun: 'Permission',
    // The catalogue's permissions are everyone's; an organisation's own are its.
    sql: `SELECT t.id, t.organization_id AS org, t.name FROM permissions t
           WHERE t.id = ANY($2::uuid[]) AND (t.organization_id IS NULL OR t.organization_id = ANY($1::uuid[]))`,
    name: byName,
  },
  organizations: {
    noun: 'Organisation',
    unseen: 'Another organisation',
    sql: `SELECT t.id, t.id AS org, t.name FROM organizations t WHERE t.id = ANY($2::uuid[]) AND t.id = ANY($1::uuid[])`,
    name: byName,
  },
  locations: { noun: 'Collection centre', sql: owned('locations', 't.name'), name: byName },
  routes: { noun: 'Route', sql: owned('routes', 't.name'), name: byName },
  trips: {
    noun: 'Trip',
    sql: owned('trips', 't.route_id, r.name AS route_name, t.start_time', 'LEFT JOIN routes r ON r.id = t.route_id'),
    refs: { route_id: 'routes' },
    name: (facts, context) =>
      joined(
        text(facts.route_name) ?? context.nameOf('routes', facts.route_id) ?? 'Trip',
        facts.start_time ? time(facts.start_time, context) : undefined,
      ),
  },
  collections: {
    noun: 'Collection',
    sql: owned('collections', `t.producer_id, ${FARMER_FACTS}, t.collected_at`, FARMER_JOIN()),
    refs: { producer_id: 'user-roles' },
    name: (facts, context) =>
      ofFarmer(farmerOf(facts, context), facts.collected_at ? time(facts.collected_at, context) : undefined),
  },
  rejections: {
    noun: 'Rejection',
    sql: owned('rejections', `t.producer_id, ${FARMER_FACTS}, t.rejected_at`, FARMER_JOIN()),
    refs: { producer_id: 'user-roles' },
    name: (facts, context) =>
      ofFarmer(farmerOf(facts, context), facts.rejected_at ? time(facts.rejected_at, context) : undefined),
  },
  consolidations: {
    noun: 'Pickup',
    sql: owned('consolidations', 't.location_id, l.name AS location_name, t.batch_number', CENTRE_JOIN),
    refs: { location_id: 'locations' },
    name: batchAtCentre,
  },
  'quality-tests': {
    noun: 'Quality test',
    sql: owned('quality_tests', 't.location_id, l.name AS location_name, t.batch_number', CENTRE_JOIN),
    refs: { location_id: 'locations' },
    name: batchAtCentre,
  },
  payments: {
    noun: 'Payment',
    sql: owned(
      'payments',
      `t.producer_id, ${FARMER_FACTS}, to_char(t.period_start, 'YYYY-MM-DD') AS period_start,
       to_char(t.period_end, 'YYYY-MM-DD') AS period_end`,
      FARMER_JOIN(),
    ),
    refs: { producer_id: 'user-roles' },
    name: paymentName,
  },
  payouts: {
    noun: 'Payout',
    sql: owned(
      'payouts',
      `t.payment_id, ${FARMER_FACTS}, to_char(p.period_start, 'YYYY-MM-DD') AS period_start,
       to_char(p.period_end, 'YYYY-MM-DD') AS period_end`,
      `JOIN payments p ON p.id = t.payment_id ${FARMER_JOIN('p.producer_id')}`,
    ),
    refs: { payment_id: 'payments' },
    // A payout is of a payment: named as the payment is.
    name: (facts, context) =>
      facts.period_start ? paymentName(facts, context) : context.nameOf('payments', facts.payment_id),
  },
  'pay-runs': {
    noun: 'Pay run',
    sql: owned(
      'pay_runs',
      `to_char(t.period_start, 'YYYY-MM-DD') AS period_start, to_char(t.period_end, 'YYYY-MM-DD') AS period_end`,
    ),
    name: (facts) => periodOf(facts),
  },
  'pay-rates': {
    noun: 'Pay rate',
    sql: owned(
      'pay_rates',
      `t.kind, t.producer_id, ${FARMER_FACTS}, t.route_id, r.name AS route_name,
       to_char(t.effective_from, 'YYYY-MM-DD') AS effective_from`,
      `${FARMER_JOIN()} LEFT JOIN routes r ON r.id = t.route_id`,
    ),
    refs: { producer_id: 'user-roles', route_id: 'routes' },
    name(facts, context) {
      const of =
        facts.kind === 'route'
          ? (text(facts.route_name) ?? context.nameOf('routes', facts.route_id) ?? 'Route')
          : (farmerOf(facts, context) ?? 'Farmer');
      return joined(of, facts.effective_from ? `from ${day(facts.effective_from)}` : undefined);
    },
  },
  'quality-adjustments': {
    noun: 'Quality adjustment',
    sql: owned('quality_adjustments', 't.measure, t.comparison, t.threshold, t.amount_per_litre'),
    name: (facts) =>
      text(facts.label) ??
      (facts.measure
        ? ruleLabel({
            measure: facts.measure as Measure,
            comparison: facts.comparison as Comparison,
            threshold: Number(facts.threshold),
            amount_per_litre: Number(facts.amount_per_litre),
          })
        : undefined),
  },
  advances: {
    noun: 'Advance',
    sql: owned(
      'advances',
      `t.producer_id, ${FARMER_FACTS}, to_char(t.advanced_on, 'YYYY-MM-DD') AS advanced_on`,
      FARMER_JOIN(),
    ),
    refs: { producer_id: 'user-roles' },
    name: (facts, context) =>
      ofFarmer(farmerOf(facts, context), facts.advanced_on ? day(facts.advanced_on) : undefined),
  },
  'account-top-ups': {
    noun: 'Top-up',
    sql: owned('account_top_ups', 't.amount, t.reference'),
    name: (facts) =>
      facts.amount === undefined || facts.amount === null
        ? text(facts.reference)
        : `${formatKsh(Number(facts.amount))}${text(facts.reference) ? ` (${text(facts.reference)})` : ''}`,
  },
  supplies: suppliesNamer(),
  'feed-issues': suppliesNamer(),
  'feed-products': { noun: 'Product', sql: owned('feed_products', 't.name'), name: byName },
  'feed-receipts': {
    noun: 'Stock receipt',
    sql: owned(
      'feed_receipts',
      `t.product_id, p.name AS product_name, to_char(t.received_on, 'YYYY-MM-DD') AS received_on`,
      'LEFT JOIN feed_products p ON p.id = t.product_id',
    ),
    refs: { product_id: 'feed-products' },
    name: (facts, context) =>
      joined(
        text(facts.product_name) ?? context.nameOf('feed-products', facts.product_id),
        facts.received_on ? day(facts.received_on) : undefined,
      ),
  },
  'extension-assignments': {
    noun: 'Extension assignment',
    sql: owned('extension_assignments', `t.producer_id, ${FARMER_FACTS}, t.topic`, FARMER_JOIN()),
    refs: { producer_id: 'user-roles' },
    name: (facts, context) => ofFarmer(farmerOf(facts, context), text(facts.topic), ': '),
  },
  'extension-call-logs': {
    noun: 'Call log',
    sql: owned('extension_call_logs', `t.producer_id, ${FARMER_FACTS}, t.called_at`, FARMER_JOIN()),
    refs: { producer_id: 'user-roles' },
    name: (facts, context) =>
      ofFarmer(farmerOf(facts, context), facts.called_at ? time(facts.called_at, context) : undefined),
  },
  messages: {
    noun: 'Message',
    sql: owned('messages', `t.farmer_id, ${FARMER_FACTS}, t.created_at`, FARMER_JOIN('t.farmer_id')),
    refs: { farmer_id: 'user-roles' },
    name: (facts, context) =>
      ofFarmer(farmerOf(facts, context, 'farmer_id'), facts.created_at ? time(facts.created_at, context) : undefined),
  },
  files: { noun: 'File', sql: owned('files', 't.name'), name: byName },
};

/** A handover or a test: its centre and batch, "Kiambu Centre, batch B-0412". */
function batchAtCentre(facts: Facts, context: NameContext): string | undefined {
  const centre = text(facts.location_name) ?? context.nameOf('locations', facts.location_id);
  return joined(centre, text(facts.batch_number) ? `batch ${text(facts.batch_number)}` : undefined);
}

function periodOf(facts: Facts): string | undefined {
  const start = text(facts.period_start);
  const end = text(facts.period_end);
  return start && end ? payPeriodLabel(start, end) : undefined;
}

/** "Jane Wanjiku (#MZ-0001) — November 2026". */
function paymentName(facts: Facts, context: NameContext): string | undefined {
  return ofFarmer(farmerOf(facts, context), periodOf(facts), ' — ');
}

/** Supplies on credit and the store's issues (one table): the farmer and the day. */
function suppliesNamer(): RecordNamer {
  return {
    noun: 'Supply',
    sql: owned('supplies', `t.producer_id, ${FARMER_FACTS}, t.supplied_at`, FARMER_JOIN()),
    refs: { producer_id: 'user-roles' },
    name(facts, context) {
      const at = facts.supplied_at ?? facts.timestamp ?? facts.issued_at;
      return ofFarmer(
        farmerOf(facts, context),
        at ? formatDateTime(iso(at), context.timeZone).slice(0, 10) : undefined,
      );
    },
  };
}

/**
 * Fields whose values are ids of other records (the same names in every resource's JSON):
 * the resource they name, and what one is called when it cannot be named.
 */
export const ID_FIELDS: Record<string, { resource: string; noun?: string }> = {
  user_id: { resource: 'users' },
  role_id: { resource: 'roles' },
  route_id: { resource: 'routes' },
  route_ids: { resource: 'routes' },
  location_id: { resource: 'locations' },
  location_ids: { resource: 'locations' },
  producer_id: { resource: 'user-roles', noun: 'Farmer' },
  farmer_id: { resource: 'user-roles', noun: 'Farmer' },
  officer_id: { resource: 'user-roles', noun: 'Extension officer' },
  qa_agent_id: { resource: 'user-roles', noun: 'QA agent' },
  qa_agent_ids: { resource: 'user-roles', noun: 'QA agent' },
  user_roles_ids: { resource: 'user-roles', noun: 'Driver' },
  trip_id: { resource: 'trips' },
  collection_id: { resource: 'collections' },
  payment_id: { resource: 'payments' },
  replaces_id: { resource: 'payments' },
  pay_run_id: { resource: 'pay-runs' },
  product_id: { resource: 'feed-products' },
  organization_ids: { resource: 'organizations' },
  created_by: { resource: 'users' },
  recorded_by: { resource: 'users' },
  topped_up_by: { resource: 'users' },
  computed_by: { resource: 'users' },
  approved_by: { resource: 'users' },
  'profile.photo_file_id': { resource: 'files', noun: 'Photo' },
  'profile.license_document_file_id': { resource: 'files', noun: 'Document' },
};
