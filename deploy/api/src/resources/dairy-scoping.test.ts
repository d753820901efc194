import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment } from '../testing/payable-payment';
import { createOfficer } from '../testing/extension-officer';
import { createTestApp, type TestApp } from '../testing/test-app';

// Organisation A never reads, lists, changes or deletes organisation B's dairy rows.
let t: TestApp;
let a: Farm;
let b: Farm;
const rowsOfB: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = await createFarm(t, 'Alpha', 1);
  b = await createFarm(t, 'Beta', 1);
  const post = async (url: string, payload: object) =>
    expectStatus(await t.as(b.account, { method: 'POST', url, payload }), 201).id as string;
  const producer = b.producers[0].id;
  rowsOfB.collections = await post('/collections', delivery(b, 0));
  rowsOfB.consolidations = await post('/consolidations', {
    location_id: b.centres[0].id,
    batch_number: 'BET-1',
    total_weight_kg: 10,
  });
  rowsOfB['quality-tests'] = await post('/quality-tests', {
    location_id: b.centres[0].id,
    batch_number: 'BET-1',
    fat_pct: 4,
    protein_pct: 3.2,
    scc: 1000,
    density: 1.03,
    temperature_c: 5,
    alcohol_test: 'pass',
    clot_on_boiling: 'pass',
    antibiotic_residue: 'pass',
  });
  rowsOfB.rejections = await post('/rejections', { collection_id: rowsOfB.collections, reason: 'sediment' });
  rowsOfB.payments = (await insertPayablePayment(t.db, { organizationId: b.account.orgId, producerId: producer })).id;
  rowsOfB.supplies = await post('/supplies', { producer_id: producer, supply_items: [{ item: 'Hay', quantity: 2 }] });
  const officer = await createOfficer(t, b.account, 'Beta', 'Officer', 'EXT-B');
  rowsOfB['extension-assignments'] = await post('/extension-assignments', {
    officer_id: officer,
    producer_id: producer,
    topic: 'feeding',
    due_on: '2026-03-01',
  });
  rowsOfB['extension-call-logs'] = await post('/extension-call-logs', {
    officer_id: officer,
    producer_id: producer,
    duration_seconds: 60,
    topic: 'feeding',
  });
});
afterAll(() => t.close());

const RESOURCES = [
  'collections',
  'consolidations',
  'quality-tests',
  'rejections',
  'payments',
  'supplies',
  'extension-assignments',
  'extension-call-logs',
];

describe.each(RESOURCES)('%s of another organisation', (resource) => {
  it('are neither listed, searched nor exported', async () => {
    for (const query of ['limit=1000', 'q=b', 'format=csv']) {
      const response = await t.as(a.account, { method: 'GET', url: `/${resource}?${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(rowsOfB[resource]);
    }
  });

  it('answer 404 to get, update and delete, and 403 as org_id', async () => {
    const url = `/${resource}/${rowsOfB[resource]}`;
    expect((await t.as(a.account, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(a.account, { method: 'PUT', url, payload: {} })).statusCode).toBe(404);
    expect((await t.as(a.account, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.as(b.account, { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as(a.account, { method: 'GET', url: `/${resource}?org_id=${b.account.orgId}` })).statusCode).toBe(
      403,
    );
  });
});
