import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// Quality tests and rejection logs, from the resources to the reports.
let t: TestApp;
let farm: Farm;
let other: Farm;

const as = (f: Farm) => ({
  post: (url: string, payload: object) => t.as(f.account, { method: 'POST', url, payload }),
  put: (url: string, payload: object) => t.as(f.account, { method: 'PUT', url, payload }),
  del: (url: string) => t.as(f.account, { method: 'DELETE', url }),
  get: async (url: string) => expectStatus(await t.as(f.account, { method: 'GET', url }), 200),
});

const test = (f: Farm, extra: Record<string, unknown> = {}) => ({
  location_id: f.centres[0].id,
  qa_agent_id: f.qaAgentId,
  batch_number: 'QUA-260302-M',
  tested_at: '2026-03-02T08:05:00+03:00',
  fat_pct: 3.9,
  protein_pct: 3.25,
  scc: 210_000,
  density: 1.029,
  temperature_c: 6.5,
  alcohol_test: 'pass',
  clot_on_boiling: 'pass',
  antibiotic_residue: 'pass',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Quality');
  other = await createFarm(t, 'Other');
});
afterAll(() => t.close());

describe('/quality-tests and /reports/quality-tests', () => {
  it('derives the overall result from the tests and the density unless given', async () => {
    const passed = expectStatus(await as(farm).post('/quality-tests', test(farm)), 201);
    expect(passed).toMatchObject({ overall_result: 'pass', notes: null, density: 1.029, scc: 210000 });
    const watered = expectStatus(
      await as(farm).post(
        '/quality-tests',
        test(farm, { density: 1.022, batch_number: 'QUA-260302-E', tested_at: '2026-03-02T18:00' }),
      ),
      201,
    );
    expect(watered.overall_result).toBe('fail');
    const retested = expectStatus(await as(farm).put(`/quality-tests/${watered.id}`, { density: 1.03 }), 200);
    expect(retested.overall_result).toBe('pass');
    const forced = expectStatus(
      await as(farm).put(`/quality-tests/${watered.id}`, { overall_result: 'fail', notes: 'Sediment seen' }),
      200,
    );
    expect(forced).toMatchObject({ overall_result: 'fail', notes: 'Sediment seen' });
  });

  it('checks bounds and references, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ density: 2 }, 'density'],
      [{ temperature_c: 80 }, 'temperature_c'],
      [{ alcohol_test: 'maybe' }, 'alcohol_test'],
      [{ location_id: other.centres[0].id }, 'location_id'],
      [{ qa_agent_id: other.qaAgentId }, 'qa_agent_id'],
    ];
    for (const [change, field] of cases) {
      const response = await as(farm).post('/quality-tests', test(farm, change));
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        fields: [field],
      });
    }
  });

  it('reports date, centre, agent, batch and result; filters by result and day', async () => {
    const page = await as(farm).get('/reports/quality-tests');
    expect(page.data).toEqual([
      {
        id: expect.any(String),
        test_date: '2026-03-02',
        collection_center: 'Quality Githunguri',
        qa_agent: 'Wanjiru Tester',
        batch_number: 'QUA-260302-E',
        overall_result: 'fail',
      },
      {
        id: expect.any(String),
        test_date: '2026-03-02',
        collection_center: 'Quality Githunguri',
        qa_agent: 'Wanjiru Tester',
        batch_number: 'QUA-260302-M',
        overall_result: 'pass',
      },
    ]);
    expect(
      (await as(farm).get('/reports/quality-tests?status=pass')).data.map(
        (r: { batch_number: string }) => r.batch_number,
      ),
    ).toEqual(['QUA-260302-M']);
    expect((await as(farm).get('/reports/quality-tests?from=2026-03-03')).total).toBe(0);
    expect((await as(farm).get('/reports/quality-tests?q=260302-e')).total).toBe(1);
    expect((await as(other).get('/reports/quality-tests')).total).toBe(0);
  });
});

describe('/rejections and /reports/rejection-logs', () => {
  it('logs a rejected delivery from its collection, marking it rejected; deleting the log accepts it again', async () => {
    const collection = expectStatus(
      await as(farm).post('/collections', delivery(farm, 1, { quantity_litres: 8.5, scc: 900_000 })),
      201,
    );
    const rejection = expectStatus(
      await as(farm).post('/rejections', {
        collection_id: collection.id,
        reason: 'high_scc',
        qa_agent_id: farm.qaAgentId,
        rejected_at: '2026-03-02T06:40',
      }),
      201,
    );
    expect(rejection).toMatchObject({
      producer_id: farm.producers[1].id,
      location_id: farm.centres[1].id,
      batch_number: 'QUA-260302-M',
      weight_kg: 8.5,
      reason: 'high_scc',
    });
    expect((await as(farm).get(`/collections/${collection.id}`)).status).toBe('rejected');

    const log = await as(farm).get('/reports/rejection-logs');
    expect(log.data).toEqual([
      {
        id: rejection.id,
        date: '2026-03-02',
        collection_center: 'Quality Limuru',
        qa_agent: 'Wanjiru Tester',
        reason: 'High SCC',
        reason_code: 'high_scc',
        farmer_name: 'Kiprono Koech',
        weight: 8.5,
        batch_number: 'QUA-260302-M',
      },
    ]);
    expect((await as(farm).get('/reports/rejection-logs?filter=reason_code:added_water')).total).toBe(0);
    expect((await as(farm).get('/reports/rejection-logs?q=koech')).total).toBe(1);

    expect((await as(farm).del(`/rejections/${rejection.id}`)).statusCode).toBe(204);
    expect((await as(farm).get(`/collections/${collection.id}`)).status).toBe('accepted');
  });

  it('logs a rejection without a journal line when it names farmer, centre, batch and weight', async () => {
    const missing = await as(farm).post('/rejections', { reason: 'added_water', producer_id: farm.producers[0].id });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['location_id']);
    const made = expectStatus(
      await as(farm).post('/rejections', {
        reason: 'added_water',
        producer_id: farm.producers[0].id,
        location_id: farm.centres[0].id,
        batch_number: 'QUA-260303-M',
        weight_kg: 15,
        notes: 'Lactometer 1.022',
      }),
      201,
    );
    expect(made).toMatchObject({ collection_id: null, qa_agent_id: null, reason: 'added_water', weight_kg: 15 });
  });

  it('refuses unknown reasons, foreign rows and another farmer, naming the field', async () => {
    const collection = expectStatus(await as(farm).post('/collections', delivery(farm, 0)), 201);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ collection_id: collection.id, reason: 'bad_luck' }, 'reason'],
      [{ collection_id: collection.id, reason: 'sediment', producer_id: farm.producers[2].id }, 'producer_id'],
      [{ collection_id: collection.id, reason: 'sediment', weight_kg: 250 }, 'weight_kg'],
      [
        { collection_id: (await as(other).post('/collections', delivery(other, 0))).json().id, reason: 'sediment' },
        'collection_id',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await as(farm).post('/rejections', payload);
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        fields: [field],
      });
    }
  });
});
