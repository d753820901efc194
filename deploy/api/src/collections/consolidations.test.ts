import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let farm: Farm;
let other: Farm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Consol');
  other = await createFarm(t, 'Rival');
});
afterAll(() => t.close());

const post = (payload: object) => t.as(farm.account, { method: 'POST', url: '/consolidations', payload });
const handover = (extra: Record<string, unknown> = {}) => ({
  location_id: farm.centres[0].id,
  trip_id: farm.tripId,
  batch_number: 'CON-260302-M',
  total_weight_kg: 412.5,
  rejected_weight_kg: 12.5,
  farmers_processed: 31,
  qa_agent_ids: [farm.qaAgentId],
  ...extra,
});

describe('/consolidations', () => {
  it('hands a batch over, the handed-over weight being total minus rejected unless sent', async () => {
    const made = expectStatus(await post(handover()), 201);
    expect(made).toMatchObject({
      total_weight_kg: 412.5,
      rejected_weight_kg: 12.5,
      handed_over_weight_kg: 400,
      farmers_processed: 31,
    });
    const reweighed = expectStatus(
      await t.as(farm.account, { method: 'PUT', url: `/consolidations/${made.id}`, payload: { total_weight_kg: 420 } }),
      200,
    );
    expect(reweighed.handed_over_weight_kg).toBe(407.5);
    const spilt = expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/consolidations/${made.id}`,
        payload: { handed_over_weight_kg: 405 },
      }),
      200,
    );
    expect(spilt).toMatchObject({ total_weight_kg: 420, handed_over_weight_kg: 405 });
    const populated = expectStatus(
      await t.as(farm.account, { method: 'GET', url: `/consolidations/${made.id}?populate=location,trip,qa_agents` }),
      200,
    );
    expect(populated.location.id).toBe(farm.centres[0].id);
    expect(populated.trip.id).toBe(farm.tripId);
    expect(populated.qa_agents.map((a: { id: string }) => a.id)).toEqual([farm.qaAgentId]);
  });

  it('refuses weights that do not add up, a batch consolidated twice and foreign rows', async () => {
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ batch_number: 'CON-1', rejected_weight_kg: 500 }, 'rejected_weight_kg', 400],
      [{ batch_number: 'CON-2', handed_over_weight_kg: 405 }, 'handed_over_weight_kg', 400],
      [{ batch_number: 'CON-3', total_weight_kg: -1 }, 'total_weight_kg', 400],
      [{}, 'batch_number', 409],
      [{ batch_number: 'CON-4', location_id: other.centres[0].id }, 'location_id', 400],
      [{ batch_number: 'CON-5', trip_id: other.tripId }, 'trip_id', 400],
      [{ batch_number: 'CON-6', qa_agent_ids: [other.qaAgentId] }, 'qa_agent_ids', 400],
    ];
    for (const [change, field, status] of cases) {
      const response = await post(handover(change));
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status,
        fields: [field],
      });
    }
  });

  it('keeps the batch when its trip is deleted, and forgets a deleted QA agent', async () => {
    const trip = expectStatus(
      await t.as(farm.account, {
        method: 'POST',
        url: '/trips',
        payload: {
          route_id: farm.routeId,
          user_roles_ids: [farm.driverId],
          start_time: '2026-03-03T08:00',
          end_time: '2026-03-03T10:00',
        },
      }),
      201,
    );
    const made = expectStatus(await post(handover({ batch_number: 'CON-260303-M', trip_id: trip.id })), 201);
    expect((await t.as(farm.account, { method: 'DELETE', url: `/trips/${trip.id}` })).statusCode).toBe(204);
    const after = expectStatus(await t.as(farm.account, { method: 'GET', url: `/consolidations/${made.id}` }), 200);
    expect(after.trip_id).toBeNull();
    await t.db.query('DELETE FROM user_roles WHERE id = $1', [farm.qaAgentId]);
    expect(
      expectStatus(await t.as(farm.account, { method: 'GET', url: `/consolidations/${made.id}` }), 200).qa_agent_ids,
    ).toEqual([]);
  });
});
