import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let farm: Farm;
let other: Farm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Alpha');
  other = await createFarm(t, 'Beta');
});
afterAll(() => t.close());

const as = (f: Farm) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(f.account, { method, url, payload });

describe('/collections', () => {
  it('records a delivery with its defaults: shift from the hour, batch from centre and day', async () => {
    const made = expectStatus(await as(farm)('POST', '/collections', delivery(farm, 0)), 201);
    expect(made).toEqual({
      id: expect.any(String),
      organization_id: farm.account.orgId,
      producer_id: farm.producers[0].id,
      location_id: farm.centres[0].id,
      trip_id: farm.tripId,
      shift: 'morning',
      quantity_litres: 12.5,
      fat_pct: 3.8,
      protein_pct: 3.2,
      scc: 180000,
      alcohol_test: null,
      density: null,
      temperature_c: null,
      rejection_reason: null,
      collected_at: '2026-03-02T03:30:00.000Z',
      data_source: 'milk_analyzer',
      status: 'accepted',
      batch_number: 'ALP-260302-M',
    });
    const evening = expectStatus(
      await as(farm)(
        'POST',
        '/collections',
        delivery(farm, 1, { collected_at: '2026-03-02T17:10', data_source: undefined }),
      ),
      201,
    );
    expect(evening).toMatchObject({ shift: 'evening', batch_number: 'ALP-260302-E', data_source: 'manual' });
  });

  it('lists with populate, filters, sorts and pages', async () => {
    const list = expectStatus(
      await as(farm)('GET', '/collections?populate=producer,location,trip&sort=quantity_litres'),
      200,
    );
    expect(list.total).toBe(2);
    const [first] = list.data as Array<Record<string, any>>;
    expect(first.producer).toMatchObject({ id: first.producer_id, member_id: expect.stringMatching(/^F-/) });
    expect(first.location).toMatchObject({ id: first.location_id });
    expect(first.trip).toMatchObject({ id: farm.tripId });
    const morning = expectStatus(await as(farm)('GET', '/collections?filter=shift:morning'), 200);
    expect((morning.data as unknown[]).length).toBe(1);
    const byDay = expectStatus(await as(farm)('GET', '/collections?filter=collected_at:2026-03-02'), 200);
    expect(byDay.total).toBe(2);
    const page = expectStatus(await as(farm)('GET', '/collections?limit=1&offset=1&sort=-collected_at'), 200);
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect((page.data as Array<{ shift: string }>)[0].shift).toBe('morning');
    // q matches the start of batch numbers (an index serves that over millions of rows).
    const searched = expectStatus(await as(farm)('GET', '/collections?q=alp-260302-e'), 200);
    expect(searched.total).toBe(1);
    expect(expectStatus(await as(farm)('GET', '/collections?q=ALP-2603'), 200).total).toBe(2);
    expect(expectStatus(await as(farm)('GET', '/collections?q=260302-e'), 200).total).toBe(0);
  });

  it('answers 400 naming the field for readings out of bounds', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ quantity_litres: 0 }, 'quantity_litres', 'must be > 0'],
      [{ quantity_litres: 200 }, 'quantity_litres', 'must be < 200'],
      [{ fat_pct: 15.5 }, 'fat_pct', 'must be <= 15'],
      [{ protein_pct: -1 }, 'protein_pct', 'must be >= 0'],
      [{ scc: 1.5 }, 'scc', 'must be an integer'],
      [{ shift: 'night' }, 'shift', 'must be one of: morning, evening'],
      [{ status: 'lost' }, 'status', 'must be one of: accepted, rejected'],
      [
        { collected_at: 'yesterday' },
        'collected_at',
        'must be a date-time such as 2026-03-01T08:00 (years 1900-2100, zone within ±14:00)',
      ],
      [{ producer_id: 'nope' }, 'producer_id', 'must be a valid uuid'],
    ];
    for (const [change, field, problem] of cases) {
      const response = await as(farm)('POST', '/collections', delivery(farm, 0, change));
      expect({ field, status: response.statusCode, fields: response.json().fields }).toEqual({
        field,
        status: 400,
        fields: { [field]: problem },
      });
    }
  });

  it("refuses another organisation's producer, centre or trip with 400 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ producer_id: other.producers[0].id }, 'producer_id'],
      [{ location_id: other.centres[0].id }, 'location_id'],
      [{ trip_id: other.tripId }, 'trip_id'],
      [{ producer_id: farm.driverId }, 'producer_id'],
    ];
    for (const [change, field] of cases) {
      const response = await as(farm)('POST', '/collections', delivery(farm, 0, change));
      expect({ field, status: response.statusCode, keys: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        keys: [field],
      });
    }
  });

  it('updates and deletes; another organisation sees nothing', async () => {
    const made = expectStatus(await as(farm)('POST', '/collections', delivery(farm, 2)), 201);
    const updated = expectStatus(
      await as(farm)('PUT', `/collections/${made.id}`, { quantity_litres: 9, status: 'rejected' }),
      200,
    );
    expect(updated).toMatchObject({ quantity_litres: 9, status: 'rejected', batch_number: made.batch_number });
    expect((await as(other)('GET', `/collections/${made.id}`)).statusCode).toBe(404);
    expect((await as(other)('PUT', `/collections/${made.id}`, { quantity_litres: 1 })).statusCode).toBe(404);
    expect((await as(other)('GET', `/collections?org_id=${farm.account.orgId}`)).statusCode).toBe(403);
    expect((await as(other)('GET', '/collections')).json().total).toBe(0);
    expect((await as(farm)('DELETE', `/collections/${made.id}`)).statusCode).toBe(204);
    expect((await as(farm)('GET', `/collections/${made.id}`)).statusCode).toBe(404);
  });

  it('exports CSV: every row, the header of field names, as a download', async () => {
    const response = await as(farm)('GET', '/collections?format=csv&sort=collected_at&limit=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="collections.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,organization_id,producer_id,location_id,trip_id,shift,quantity_litres,fat_pct,protein_pct,scc,alcohol_test,density,temperature_c,rejection_reason,collected_at,data_source,status,batch_number',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',morning,12.5,3.8,3.2,180000,,,,,2026-03-02 06:30,milk_analyzer,accepted,ALP-260302-M');
    expect((await as(farm)('GET', '/collections?format=csv&sort=cows')).statusCode).toBe(400);
    expect((await as(farm)('GET', '/collections?format=xml')).json().fields).toEqual({
      format: 'must be one of: json, csv',
    });
  });
});
