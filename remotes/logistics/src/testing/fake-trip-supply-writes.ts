import { jsonResponse, type FakeRequest } from '@maziwa/api-client/testing';
import type { BodyOf, Supply, Trip, TripCreate } from '@maziwa/contracts';
import type { FakeLogisticsApi } from './fake-logistics-api';
import { otherPeople, producerRole } from './network-fixtures';
import { TEST_ORG_ID } from './fixtures';

type SupplyCreate = BodyOf<'/supplies', 'post'>;

const badRequest = (field: string, problem: string) =>
  jsonResponse(
    { statusCode: 400, error: 'Bad Request', message: `${field} ${problem}`, fields: { [field]: problem } },
    400,
  );

/** What the fake's Add Trip and Add Supply saves were sent, oldest first. */
export interface SentWrites {
  trips: TripCreate[];
  supplies: SupplyCreate[];
}

/**
 * POST /trips and POST /supplies on the fake, as the API answers them (its defaults, an end
 * before the start refused at end_time), saving into `trips` and `supplies` (the arrays the
 * fake's lists serve, newest first); and `q` on GET /user-roles?filter=role_name:Producer,
 * matching a farmer's name or member number as the API does.
 *
 * @example
 * const trips = [...testTrips];
 * api = installFakeLogisticsApi({ trips });
 * const sent = serveTripAndSupplyWrites(api, { trips, supplies: [] });
 */
export function serveTripAndSupplyWrites(
  api: FakeLogisticsApi,
  lists: { trips: Trip[]; supplies: Supply[] },
): SentWrites {
  const sent: SentWrites = { trips: [], supplies: [] };
  let nextId = 1;
  const listPeople = api.handler('GET /user-roles');

  api.on({
    'POST /trips': async (req: FakeRequest) => {
      const body = (await req.json()) as TripCreate;
      sent.trips.push(body);
      if (new Date(body.end_time) < new Date(body.start_time))
        return badRequest('end_time', 'must not be before start_time');
      const trip: Trip = { id: `trip-new-${nextId++}`, organization_id: TEST_ORG_ID, status: 'scheduled', ...body };
      lists.trips.unshift(trip);
      return jsonResponse(trip, 201);
    },
    'POST /supplies': async (req: FakeRequest) => {
      const body = (await req.json()) as SupplyCreate;
      sent.supplies.push(body);
      const supply: Supply = {
        id: `supply-new-${nextId++}`,
        organization_id: TEST_ORG_ID,
        total_cost: 0,
        timestamp: new Date().toISOString(),
        status: 'ordered',
        supplier_details: {},
        supply_category: 'seeds',
        ...body,
      };
      lists.supplies.unshift(supply);
      return jsonResponse(supply, 201);
    },
    'GET /user-roles': (req: FakeRequest) => {
      const q = req.query.get('q')?.toLowerCase();
      if (!q) return listPeople?.(req);
      const farmers = otherPeople.filter(
        (link) =>
          link.role_id === producerRole.id &&
          (`${link.user.first_name} ${link.user.last_name}`.toLowerCase().includes(q) ||
            link.member_id?.toLowerCase().includes(q)),
      );
      return { data: farmers, total: farmers.length, limit: Number(req.query.get('limit') ?? 100), offset: 0 };
    },
  });
  return sent;
}
