import { REPORTS } from './reports';
import { expectStatus } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// Every report on the demo data: the spec's fields exactly, paging, sorting by each field it
// offers, its statuses, CSV, and the caller's organisation only.
let t: TestApp;
let maziwa: string;
let tamu: string;
let tamuOrg: string;
let maziwaOrg: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  maziwa = await t.signIn('admin@maziwa.test', 'Maziwa-2026');
  tamu = await t.signIn('admin@tamu.test', 'Maziwa-2026');
  maziwaOrg = (await t.as(maziwa, { method: 'GET', url: '/users/me' })).json().organization_ids[0];
  tamuOrg = (await t.as(tamu, { method: 'GET', url: '/users/me' })).json().organization_ids[0];
});
afterAll(() => t.close());

const get = (url: string, token = maziwa) => t.as(token, { method: 'GET', url });
// The demo data is as of 2026-03-02: periods are asked for explicitly.
const PERIOD = 'from=2026-02-01&to=2026-03-02';

describe.each(REPORTS.map((def) => [def.name, def] as const))('GET /reports/%s', (name, def) => {
  const base = `/reports/${name}?organization_id=${'${org}'}&${def.source ? PERIOD : ''}`;
  const url = (query = '') => `${base.replace('${org}', maziwaOrg)}&${query}`;

  it('answers a page of rows with exactly the fields of the contract', async () => {
    const page = expectStatus(await get(url('limit=5')), 200);
    expect(page).toMatchObject({ limit: 5, offset: 0 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.length).toBe(Math.min(5, page.total));
    const fields = Object.keys(def.row.properties).sort();
    for (const row of page.data) expect(Object.keys(row).sort()).toEqual(fields);
  });

  it('pages without overlap and counts the same total', async () => {
    const first = expectStatus(await get(url('limit=3')), 200);
    const second = expectStatus(await get(url('limit=3&offset=3')), 200);
    expect(second.total).toBe(first.total);
    const ids = [...first.data, ...second.data].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts by every field it offers, both ways, and refuses others naming sort', async () => {
    for (const field of Object.keys(def.fields).filter((f) => def.fields[f].sort)) {
      for (const sort of [field, `-${field}`]) {
        expect({ sort, status: (await get(url(`sort=${sort}&limit=5`))).statusCode }).toEqual({ sort, status: 200 });
      }
    }
    const bad = await get(url('sort=favourite_colour'));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['sort']);
  });

  it('filters by each status it offers and refuses others naming status', async () => {
    for (const status of Object.keys(def.statuses ?? {})) {
      expect({ status, code: (await get(url(`status=${status}&limit=1`))).statusCode }).toEqual({ status, code: 200 });
    }
    const bad = await get(url('status=lost'));
    if (def.statuses) {
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(['status']);
    }
  });

  it("refuses another organisation's organization_id with 403 and never mixes rows", async () => {
    expect((await get(`/reports/${name}?organization_id=${tamuOrg}`)).statusCode).toBe(403);
    expect((await get(`/reports/${name}?org_id=${tamuOrg}`)).statusCode).toBe(403);
    const mine = expectStatus(await get(`/reports/${name}?limit=1000&${def.source ? PERIOD : ''}`), 200);
    const theirs = expectStatus(await get(`/reports/${name}?limit=1000&${def.source ? PERIOD : ''}`, tamu), 200);
    const overlap = mine.data
      .map((r: { id: string }) => r.id)
      .filter((id: string) => theirs.data.some((r: { id: string }) => r.id === id));
    expect(overlap).toEqual([]);
  });

  it('answers 400 naming the parameter for bad paging, dates and filters', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['offset=-1', 'offset'],
      ['organization_id=nope', 'organization_id'],
      ['filter=salary:1', 'filter'],
      ['format=pdf', 'format'],
    ];
    if (def.period || def.source)
      cases.push(['from=2026-02-30', 'from'], ['to=yesterday', 'to'], ['from=2026-03-02&to=2026-03-01', 'to']);
    for (const [query, field] of cases) {
      const response = await get(`/reports/${name}?${query}`);
      expect({ query, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
  });

  it('exports every matching row as CSV with the field names as header', async () => {
    const page = expectStatus(await get(url('limit=1')), 200);
    const csv = await get(url('format=csv&limit=1'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${name}.csv"`);
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines.length).toBe(page.total + 1);
    const header = lines[0].split(',');
    for (const field of Object.keys(def.row.properties)) {
      expect(header.some((h) => h === field || h.startsWith(`${field}.`))).toBe(true);
    }
  });

  it('exports the columns a screen asks for first, in its order and with its titles, then the other fields', async () => {
    const [first, second] = Object.keys(def.row.properties).filter(
      (f) => f !== 'id' && def.row.properties[f].type !== 'object',
    );
    const all = (await get(url('format=csv'))).body.split('\r\n').filter(Boolean);
    const asked = encodeURIComponent(`${second}:Second Title,no_such_field:Nothing,${first}:First, Title`);
    const csv = await get(url(`format=csv&columns=${asked}`));
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n').filter(Boolean);
    // "First, Title" was cut at its comma: titles hold none (the screens' never do).
    const rest = all[0].split(',').filter((h) => h !== first && h !== second);
    expect(lines[0]).toBe(['Second Title', 'First', ...rest].join(','));
    expect(lines.length).toBe(all.length);
  });
});

describe('OpenAPI', () => {
  it('states the sort fields and status values of every report', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const def of REPORTS) {
      const parameters = doc.paths[`/reports/${def.name}`].get.parameters as Array<{
        name: string;
        description?: string;
        schema: { enum?: string[] };
      }>;
      const sort = parameters.find((p) => p.name === 'sort')!;
      for (const field of Object.keys(def.fields).filter((f) => def.fields[f].sort))
        expect(sort.description).toContain(field);
      const status = parameters.find((p) => p.name === 'status');
      expect(status?.schema.enum).toEqual(def.statuses ? Object.keys(def.statuses) : undefined);
    }
    expect(doc.paths['/reports/summary'].get).toBeDefined();
    expect(doc.paths['/reports/litres-per-day'].get).toBeDefined();
  });
});

describe('pages far down a big list', () => {
  // Pages from offset 1000 on are read from the nearer end in the reversed order: they must
  // be the very rows the forward order has there.
  const expected = async (sort: string, offset: number, limit: number) =>
    (
      await t.db.query(`SELECT id FROM collections WHERE organization_id = $1 ORDER BY ${sort} LIMIT $2 OFFSET $3`, [
        maziwaOrg,
        limit,
        offset,
      ])
    ).rows.map((r) => r.id);

  it('answers the rows of the forward order at any offset, from either end, and none past the end', async () => {
    const { total } = expectStatus(await get('/collections?limit=1'), 200);
    expect(total).toBeGreaterThan(10_000);
    for (const [sort, order] of [
      ['-collected_at', 'collected_at DESC, id DESC'],
      ['quantity_litres', 'quantity_litres ASC, id'],
    ]) {
      for (const offset of [999, 1000, 4321, Math.floor(total / 2) - 5, total - 2000, total - 10, total - 3]) {
        const page = expectStatus(await get(`/collections?sort=${sort}&limit=10&offset=${offset}`), 200);
        expect({ sort, offset, total: page.total, ids: page.data.map((r: { id: string }) => r.id) }).toEqual({
          sort,
          offset,
          total,
          ids: await expected(order, offset, 10),
        });
      }
    }
    const past = expectStatus(await get(`/collections?limit=10&offset=${total + 5}`), 200);
    expect(past).toMatchObject({ total, data: [] });
  });
});
