import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { roleId } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';

// A QA/Collector works at its own centres: the farm's QA agent is linked to the first centre
// only, so deliveries, tests, rejections, handovers and centres of the second are not theirs.
let t: TestApp;
let farm: Farm;
let qa: Account;

const qualityTest = (centre: string) => ({
  location_id: centre,
  batch_number: 'B-1',
  fat_pct: 3.9,
  protein_pct: 3.2,
  scc: 180_000,
  density: 1.029,
  temperature_c: 4,
  alcohol_test: 'pass',
  clot_on_boiling: 'pass',
  antibiotic_residue: 'pass',
});

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Centred', 4);
  const email = `wanjiru.tester.centred@example.test`;
  qa = {
    token: await t.signIn(email, 'placeholder-1'),
    userId: '',
    orgId: farm.account.orgId,
    email,
    password: 'placeholder-1',
  };
  for (const i of [0, 1, 2, 3])
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, i) }), 201);
  for (const centre of farm.centres) {
    expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/quality-tests', payload: qualityTest(centre.id) }),
      201,
    );
  }
});
afterAll(() => t.close());

const get = (who: Account, url: string) => t.as(who, { method: 'GET', url });
const centresOf = (rows: Array<{ location_id: string }>) => [...new Set(rows.map((r) => r.location_id))];

describe('QA/Collector sees and records only at its own centres', () => {
  it('lists deliveries and tests of its centre only, and counts only those', async () => {
    const all = expectStatus(await get(farm.account, '/collections'), 200);
    expect(all.total).toBe(4);
    const own = expectStatus(await get(qa, '/collections'), 200);
    expect(own.total).toBe(2);
    expect(centresOf(own.data)).toEqual([farm.centres[0].id]);
    const tests = expectStatus(await get(qa, '/quality-tests'), 200);
    expect(centresOf(tests.data)).toEqual([farm.centres[0].id]);
  });

  it('sees only its centre in the centres list and the quality-tests report', async () => {
    const centres = expectStatus(await get(qa, '/locations'), 200);
    expect(centres.data.map((c: { id: string }) => c.id)).toEqual([farm.centres[0].id]);
    const report = expectStatus(await get(qa, '/reports/quality-tests'), 200);
    expect(report.total).toBe(1);
    expect(report.data[0].collection_center).toBe(farm.centres[0].name);
  });

  it("finds another centre's delivery as not found, and cannot record one there", async () => {
    const elsewhere = expectStatus(
      await get(farm.account, `/collections?filter=location_id:${farm.centres[1].id}`),
      200,
    ).data[0];
    expect((await get(qa, `/collections/${elsewhere.id}`)).statusCode).toBe(404);
    const refused = await t.as(qa, { method: 'POST', url: '/collections', payload: delivery(farm, 1) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ location_id: 'is not one of your collection centres' });
    expect(expectStatus(await get(farm.account, '/collections'), 200).total).toBe(4);
    expectStatus(await t.as(qa, { method: 'POST', url: '/collections', payload: delivery(farm, 0) }), 201);
    expect(
      (await t.as(qa, { method: 'POST', url: '/quality-tests', payload: qualityTest(farm.centres[1].id) })).statusCode,
    ).toBe(400);
  });

  it('reads every centre once it also holds an unlimited role (an office clerk who tests milk too)', async () => {
    const { rows } = await t.db.query<{ user_id: string }>('SELECT user_id FROM user_roles WHERE id = $1', [
      farm.qaAgentId,
    ]);
    const qaUser = rows[0].user_id;
    const roles = await t.db.query<{ role_id: string }>('SELECT role_id FROM user_roles WHERE user_id = $1', [qaUser]);
    const clerk = await roleId(t, farm.account, 'user');
    expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/users/${qaUser}/roles`,
        payload: { role_ids: [roles.rows[0].role_id, clerk] },
      }),
      200,
    );
    expect(centresOf(expectStatus(await get(qa, '/collections'), 200).data).sort()).toEqual(
      farm.centres.map((c) => c.id).sort(),
    );
  });
});
