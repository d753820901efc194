import type { Queryable } from '../db/database';
import { RECORD_NAMERS, type Facts, type NameContext } from './record-namers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids in a recorded value: an id, or a list of them. */
export function idsIn(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === 'string' && UUID.test(item));
}

interface Known {
  facts: Facts;
  /** Read from the trail: the record is gone, and facts too few to name it leave it unnamed. */
  gone: boolean;
  /** The organisations that may see it named; null: every organisation (the shared catalogue). */
  orgs: Set<string> | null;
}

/** How many rounds a page's names take at most: a deleted record's person or route is one more. */
const MAX_ROUNDS = 3;

/**
 * The names of the records a page of events mentions, read in a few batched queries: one per
 * resource from its table, then one over the trail for records since deleted (their last
 * recorded values). Only the caller's organisations are read, and a name is given only to an
 * event of the organisation the record belongs to: another organisation's names never show.
 *
 * @example
 * const book = new NameBook(db, ['org-1'], () => 'Africa/Nairobi');
 * book.want('routes', [routeId]);
 * await book.resolve();
 * book.nameOf('routes', routeId, 'org-1'); // "Kiambu North"
 */
export class NameBook {
  private readonly known = new Map<string, Map<string, Known>>();
  private readonly wanted = new Map<string, Set<string>>();
  private readonly missing = new Set<string>();
  private readonly names = new Map<string, string | undefined>();

  constructor(
    private readonly db: Queryable,
    private readonly orgs: readonly string[],
    private readonly timeZoneOf: (org: string) => string,
  ) {}

  /** Asks for these records' names (ids of a resource no namer knows are left alone). */
  want(resource: string, ...values: unknown[]): void {
    if (!RECORD_NAMERS[resource]) return;
    for (const id of values.flatMap(idsIn).map((id) => id.toLowerCase())) {
      if (this.known.get(resource)?.has(id) || this.missing.has(`${resource}:${id}`)) continue;
      if (!this.wanted.has(resource)) this.wanted.set(resource, new Set());
      this.wanted.get(resource)!.add(id);
    }
  }

  /** Reads every wanted name: tables first, then the trail for what no table holds any more. */
  async resolve(): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS && this.wanted.size > 0; round++) {
      const wanted = [...this.wanted];
      this.wanted.clear();
      await Promise.all(wanted.map(([resource, ids]) => this.readTable(resource, [...ids])));
      const gone = wanted.flatMap(([resource, ids]) =>
        [...ids].filter((id) => !this.known.get(resource)?.has(id)).map((id) => ({ resource, id })),
      );
      await this.readTrail(gone);
    }
    for (const [resource, ids] of this.wanted) for (const id of ids) this.missing.add(`${resource}:${id}`);
    this.wanted.clear();
  }

  /** A record's facts, if its table or the trail holds them (e.g. a link's role_name). */
  factsOf(resource: string, id: string): Facts | undefined {
    return this.known.get(resource)?.get(id.toLowerCase())?.facts;
  }

  /**
   * The record's name as an event of `org` may show it: undefined when the book does not hold
   * it, or it is not `org`'s to name.
   */
  nameOf(resource: string, id: unknown, org: string): string | undefined {
    if (typeof id !== 'string') return undefined;
    const key = `${org}:${resource}:${id.toLowerCase()}`;
    if (this.names.has(key)) return this.names.get(key);
    const entry = this.known.get(resource)?.get(id.toLowerCase());
    let name: string | undefined;
    if (entry && (entry.orgs === null || entry.orgs.has(org))) {
      const namer = RECORD_NAMERS[resource];
      this.names.set(key, undefined); // a reference back to itself finds no name, not a loop
      name = namer.name(entry.facts, this.contextFor(org)) ?? (entry.gone ? undefined : namer.noun);
    }
    this.names.set(key, name);
    return name;
  }

  /**
   * What an event of `org` calls the record: its name, else what it was ("Farmer (deleted)"),
   * else, for records no namer knows, the start of its id.
   */
  labelOf(resource: string, id: string, org: string, noun?: string): string {
    const name = this.nameOf(resource, id, org);
    if (name) return name;
    const namer = RECORD_NAMERS[resource];
    if (!namer) return id.slice(0, 8);
    return namer.unseen ?? `${noun ?? namer.noun} (deleted)`;
  }

  private contextFor(org: string): NameContext {
    return { timeZone: this.timeZoneOf(org), nameOf: (resource, id) => this.nameOf(resource, id, org) };
  }

  private remember(resource: string, id: string, facts: Facts, org: string | null, gone = false): void {
    if (!this.known.has(resource)) this.known.set(resource, new Map());
    const records = this.known.get(resource)!;
    const entry = records.get(id);
    if (!entry) records.set(id, { facts, gone, orgs: org === null ? null : new Set([org]) });
    // A person is seen through each organisation shared with them.
    else if (entry.orgs && org !== null) entry.orgs.add(org);
  }

  private async readTable(resource: string, ids: string[]): Promise<void> {
    const { rows } = await this.db.query<Facts & { id: string; org: string | null }>(RECORD_NAMERS[resource].sql, [
      this.orgs,
      ids,
    ]);
    for (const row of rows) this.remember(resource, row.id, row, row.org);
  }

  /**
   * Records no table holds any more: their values as the trail last recorded them (a delete
   * keeps what the record had), and the other records those name, for the next round.
   */
  private async readTrail(gone: Array<{ resource: string; id: string }>): Promise<void> {
    if (gone.length === 0) return;
    // Served by audit_events_record_id_idx (organization_id, record_id, occurred_at).
    const { rows } = await this.db.query<{ record_id: string; org: string; action: string; changes: unknown }>(
      `SELECT e.record_id, e.organization_id AS org, e.action, e.changes FROM audit_events e
        WHERE e.organization_id = ANY($1::uuid[]) AND e.record_id = ANY($2::uuid[])
          AND e.action IN ('create', 'update', 'delete')
        ORDER BY e.occurred_at, e.id`,
      [this.orgs, [...new Set(gone.map((record) => record.id))]],
    );
    const values = new Map<string, { facts: Facts; org: string }>();
    for (const row of rows) {
      const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<
        string,
        { before: unknown; after: unknown }
      >;
      const record = values.get(row.record_id) ?? { facts: {}, org: row.org };
      for (const [field, change] of Object.entries(changes ?? {}))
        record.facts[field] = row.action === 'delete' ? change.before : change.after;
      values.set(row.record_id, record);
    }
    for (const { resource, id } of gone) {
      const record = values.get(id);
      if (!record) {
        this.missing.add(`${resource}:${id}`);
        continue;
      }
      this.remember(resource, id, record.facts, record.org, true);
      for (const [field, refResource] of Object.entries(RECORD_NAMERS[resource].refs ?? {}))
        this.want(refResource, record.facts[field]);
    }
  }
}
