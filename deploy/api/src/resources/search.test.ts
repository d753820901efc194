import { REPORTS } from '../reports/reports';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RESOURCES } from '../domains';
import { findSearchSets, searchCondition, type SearchSets } from './search';
import { SqlParams } from './sql';
import type { FieldDef, ListableDef } from './types';

const fields: Record<string, FieldDef> = {
  name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
  address: { sql: 't.address', type: 'text', search: true },
};
const farmer: FieldDef = {
  sql: 't.farmer_name',
  type: 'text',
  search: { column: 't.producer_id', ids: (pattern) => `SELECT id FROM people WHERE name ILIKE ${pattern}` },
};
const crew: FieldDef = {
  sql: 't.driver_name',
  type: 'text',
  search: { column: 't.crew_ids', list: true, ids: (pattern) => `SELECT id FROM drivers WHERE name ILIKE ${pattern}` },
};

describe('searchCondition', () => {
  it('searches every searchable field, with LIKE wildcards escaped', () => {
    const params = new SqlParams();
    expect(searchCondition(' 50%_off ', fields, params)).toBe('(t.name ILIKE $1 OR t.address ILIKE $1)');
    expect(params.values).toEqual(['%50\\%\\_off%']);
    expect(searchCondition('  ', fields, new SqlParams())).toBeUndefined();
  });

  it('matches prefix fields at their start only, ignoring case', () => {
    const params = new SqlParams();
    const codes: Record<string, FieldDef> = { ...fields, batch: { sql: 't.batch', type: 'text', search: 'prefix' } };
    expect(searchCondition('GIT-26_', codes, params)).toBe(
      '(t.name ILIKE $1 OR t.address ILIKE $1 OR lower(t.batch) LIKE $2)',
    );
    expect(params.values).toEqual(['%GIT-26\\_%', 'git-26\\_%']);
  });

  it('matches a name stored as an id by the ids found for it, as one array parameter', () => {
    const ID = '5f0c3c9e-6f35-4c4e-9f7f-1a2b3c4d5e6f';
    const sets: SearchSets = new Map([
      ['SELECT id FROM people WHERE name ILIKE $1', [ID]],
      ['SELECT id FROM drivers WHERE name ILIKE $1', []],
    ]);
    const params = new SqlParams();
    expect(searchCondition('kamau', { name: fields.name, farmer, crew }, params, sets)).toBe(
      '(t.name ILIKE $1 OR t.producer_id = ANY($2::uuid[]) OR t.crew_ids && $3::uuid[])',
    );
    expect(params.values).toEqual(['%kamau%', [ID], []]);
  });

  it('falls back to a subquery when the ids were too many to list', () => {
    const params = new SqlParams();
    expect(searchCondition('a', { farmer, crew }, params, new Map())).toBe(
      '(t.producer_id IN (SELECT id FROM people WHERE name ILIKE $1) OR ' +
        'EXISTS (SELECT 1 FROM unnest(t.crew_ids) AS x(id) WHERE x.id IN (SELECT id FROM drivers WHERE name ILIKE $1)))',
    );
  });
});

// On the demo data, every list that matches names through ids finds exactly the rows whose
// shown text contains the search, by the listed ids and by the subquery alike.
describe('searches of names stored as ids, on the demo data', () => {
  let t: TestApp;
  let terms: string[];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const { rows } = await t.db.query<{ term: string }>(
      `(SELECT lower(substr(last_name, 2, 4)) AS term FROM users ORDER BY created_at LIMIT 2)
       UNION (SELECT lower(split_part(name, ' ', 1)) FROM locations ORDER BY 1 LIMIT 2)
       UNION (SELECT lower(split_part(name, ' ', 1)) FROM routes ORDER BY 1 LIMIT 1)
       UNION (SELECT substr(member_id, 1, 5) FROM user_roles WHERE member_id IS NOT NULL ORDER BY 1 LIMIT 1)
       UNION (SELECT lower(substr(u.last_name, 2, 4)) FROM advances a JOIN user_roles ur ON ur.id = a.producer_id
                JOIN users u ON u.id = ur.user_id ORDER BY a.id LIMIT 1)
       UNION (SELECT unnest(ARRAY['scc', 'added w', 'zzqx']))`,
    );
    terms = rows.map((row) => row.term);
  });
  afterAll(() => t.close());

  const throughDefs: ListableDef[] = [...RESOURCES, ...REPORTS].filter((def) =>
    Object.values(def.fields).some((field) => typeof field.search === 'object'),
  );
  // The same fields searched as the text they show (a join per row: slow, plainly right).
  const asText = (def: ListableDef) =>
    Object.fromEntries(
      Object.entries(def.fields).map(([name, field]) => [name, field.search ? { ...field, search: true } : field]),
    ) as Record<string, FieldDef>;

  it('covers the lists that show names of people, centres, routes and reasons', () => {
    expect(throughDefs.map((def) => def.name).sort()).toEqual([
      'advances',
      'collection-schedule',
      'completed-payments',
      'extension-assignments',
      'extension-call-logs',
      'farmers-profile',
      'feed-issues',
      'inventory-trips',
      'messages',
      'pay-rates',
      'pending-payments',
      'quality-tests',
      'rejection-logs',
      'supplies',
      'trips',
      'user-roles',
    ]);
  });

  it.each(throughDefs.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const ids = async (fieldsToSearch: Record<string, FieldDef>, q: string, sets?: SearchSets) => {
      const params = new SqlParams();
      const condition = searchCondition(q, fieldsToSearch, params, sets);
      const { rows } = await t.db.query<{ id: string }>(
        `SELECT t.id FROM ${def.table} t WHERE ${condition}`,
        params.values,
      );
      return rows.map((row) => row.id).sort();
    };
    let found = 0;
    for (const q of terms) {
      const shown = await ids(asText(def), q);
      expect({ q, rows: await ids(def.fields, q, await findSearchSets(t.db, q, def.fields)) }).toEqual({
        q,
        rows: shown,
      });
      expect({ q, rows: await ids(def.fields, q, new Map()) }).toEqual({ q, rows: shown });
      found += shown.length;
    }
    expect(found).toBeGreaterThan(0);
  });
});
