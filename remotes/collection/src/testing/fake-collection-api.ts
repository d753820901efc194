import {
  type FakeHandler,
  fields,
  filterValues,
  jsonResponse,
  type ListSpec,
  populated,
  recordingFakeApi,
  type RecordingFakeApi,
  serveList,
} from '@maziwa/api-client/testing';
import type {
  CollectionScheduleRow,
  DriverTrackingRow,
  Id,
  PickupManagementRow,
  Trip,
  UserRole,
} from '@maziwa/contracts';
import {
  driverRoleId,
  FAKE_NOW,
  qaRoleId,
  testLitres,
  testPeople,
  testPickups,
  testRoutes,
  testTracking,
  testTrips,
  type PersonLink,
} from './fixtures';

export interface FakeCollectionApiOptions {
  trips?: Trip[];
  litres?: Record<Id, number>;
  people?: PersonLink[];
  tracking?: DriverTrackingRow[];
  pickups?: PickupManagementRow[];
}

export interface FakeCollectionApi extends RecordingFakeApi {
  /** Trips as the fake holds them now. */
  trips(): Trip[];
}

const ROLE_NAMES: Record<Id, string> = { [driverRoleId]: 'Driver', [qaRoleId]: 'QA/Collector' };
const time = (value: string) => new Date(value).getTime();
const pad = (n: number) => String(n).padStart(2, '0');
/** The local day of a time, as the API's from/to and day filters read it. */
const localDay = (value: string) => {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** As the API serves GET /reports/collection-schedule (deploy/api/src/reports/collection-schedule.ts). */
const scheduleSpec: ListSpec<CollectionScheduleRow> = {
  search: (row) => [row.route_name, row.driver_name],
  sort: {
    route_name: (row) => row.route_name,
    driver_name: (row) => row.driver_name,
    pick_start_time: (row) => time(row.pick_start_time),
    litres_collected: (row) => row.litres_collected,
    pickup_status: (row) => row.pickup_status,
  },
  date: (row) => localDay(row.pick_start_time),
  status: (row) => row.pickup_status,
  csv: {
    route_name: (row) => row.route_name,
    driver_name: (row) => row.driver_name,
    pick_start_time: (row) => row.pick_start_time,
    collection_centers: (row) => (row.collection_centers ?? []).join('; '),
    litres_collected: (row) => row.litres_collected,
    pickup_status: (row) => row.pickup_status,
  },
};

const trackingSpec: ListSpec<DriverTrackingRow> = {
  search: (row) => [row.driver_name, row.current_route],
  sort: fields<DriverTrackingRow>('driver_name', 'current_route', 'status', 'last_update', 'milk_cans_collected'),
  status: (row) => row.status,
  csv: fields<DriverTrackingRow>(
    'driver_name',
    'data_source',
    'current_route',
    'status',
    'last_update',
    'next_collection_center',
    'milk_cans_collected',
  ),
};

const pickupSpec: ListSpec<PickupManagementRow> = {
  search: (row) => [row.center_name],
  sort: fields<PickupManagementRow>(
    'date',
    'shift',
    'center_name',
    'total_weight',
    'handed_over_weight',
    'rejected_weight',
    'farmers_processed',
  ),
  date: (row) => row.date,
  csv: {
    date: (row) => row.date,
    shift: (row) => row.shift,
    center_name: (row) => row.center_name,
    total_weight: (row) => row.total_weight,
    qa_agents: (row) => row.qa_agents.join('; '),
    farmers_processed: (row) => row.farmers_processed,
    handed_over_weight: (row) => row.handed_over_weight,
    rejected_weight: (row) => row.rejected_weight,
  },
};

/** The API refuses a report filter it does not offer (additionalProperties: false). */
function refuses(query: URLSearchParams, ...names: string[]) {
  const name = names.find((candidate) => query.has(candidate));
  return name
    ? jsonResponse(
        { statusCode: 400, error: 'Bad Request', message: `querystring must NOT have additional property ${name}` },
        400,
      )
    : null;
}

const notFound = (message: string) => jsonResponse({ statusCode: 404, error: 'Not Found', message }, 404);
const withoutUser = ({ user: _user, ...link }: PersonLink): UserRole => link;

/**
 * A small in-memory collection API behind the fake fetch: the three reports (served with
 * the issue 3 list query), trips (read, change, delete) and the drivers' user roles. The
 * schedule is computed from the trips, so a saved change shows in the list.
 *
 * @example
 * const api = installFakeCollectionApi();
 * afterEach(() => api.restore());
 * expect(api.bodies('PUT /trips/trip-1')).toEqual([{ start_time: '...', end_time: '...' }]);
 */
export function installFakeCollectionApi(options: FakeCollectionApiOptions = {}): FakeCollectionApi {
  const trips = (options.trips ?? testTrips).map((trip) => ({ ...trip }));
  const litres = options.litres ?? testLitres;
  const people = options.people ?? testPeople;
  const tracking = options.tracking ?? testTracking;
  const pickups = options.pickups ?? testPickups;
  const { api, handle } = recordingFakeApi();

  const isDriver = (id: Id) => people.some((link) => link.id === id && link.role_id === driverRoleId);
  const nameOf = (id: Id) => {
    const user = people.find((link) => link.id === id)?.user;
    return user ? `${user.first_name} ${user.last_name}` : null;
  };
  const scheduleRow = (trip: Trip): CollectionScheduleRow => {
    const route = testRoutes.find((candidate) => candidate.id === trip.route_id)!;
    const driver = trip.user_roles_ids.find(isDriver);
    const row: CollectionScheduleRow = {
      id: trip.id,
      route_name: route.name,
      driver_name: driver ? nameOf(driver) : null,
      pick_start_time: trip.start_time,
      collection_centers: route.centres ?? [],
      litres_collected: litres[trip.id] ?? 0,
      pickup_status: trip.status === 'scheduled' && time(trip.start_time) < time(FAKE_NOW) ? 'delayed' : trip.status,
    };
    if (route.centres === null) delete (row as Partial<CollectionScheduleRow>).collection_centers;
    return row;
  };
  // The report's own order: the latest start first.
  const schedule = () => trips.map(scheduleRow).sort((a, b) => time(b.pick_start_time) - time(a.pick_start_time));

  const tripRoutes = (id: Id): Record<string, FakeHandler> => {
    const index = () => trips.findIndex((trip) => trip.id === id);
    return {
      [`GET /trips/${id}`]: () => trips[index()] ?? notFound('Trip not found'),
      ...handle(`PUT /trips/${id}`, async (req) => {
        if (index() < 0) return notFound('Trip not found');
        const next = { ...trips[index()], ...(await req.json()) } as Trip;
        if (time(next.end_time) < time(next.start_time)) {
          return jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'end_time must not be before start_time',
              fields: { end_time: 'must not be before start_time' },
            },
            400,
          );
        }
        trips[index()] = next;
        return next;
      }),
      ...handle(`DELETE /trips/${id}`, () => {
        if (index() < 0) return notFound('Trip not found');
        trips.splice(index(), 1);
        return undefined;
      }),
    };
  };

  api.on({
    'GET /reports/collection-schedule': (req) => {
      // filter=pick_start_time:<day>: trips starting on any of those days.
      const days = filterValues(req.query).get('pick_start_time');
      const rows = days ? schedule().filter((row) => days.includes(localDay(row.pick_start_time))) : schedule();
      return serveList(rows, req.query, scheduleSpec);
    },
    'GET /reports/driver-tracking': (req) =>
      refuses(req.query, 'from', 'to') ?? serveList(tracking, req.query, trackingSpec),
    'GET /reports/pickup-management': (req) =>
      refuses(req.query, 'status') ?? serveList(pickups, req.query, pickupSpec),
    'GET /trips': (req) => {
      const crew = filterValues(req.query).get('user_roles_ids');
      const ids = filterValues(req.query).get('id');
      const withRoute = populated(req.query).has('route');
      const rows = trips
        .filter((trip) => !crew || trip.user_roles_ids.some((id) => crew.includes(id)))
        .filter((trip) => !ids || ids.includes(trip.id))
        .map((trip) => {
          const route = testRoutes.find((candidate) => candidate.id === trip.route_id);
          return withRoute ? { ...trip, route: route ? { id: route.id, name: route.name } : null } : trip;
        });
      return serveList(rows, req.query, { sort: { start_time: (trip) => time(trip.start_time) } });
    },
    'GET /user-roles': (req) => {
      const wanted = filterValues(req.query);
      const withUser = populated(req.query).has('user');
      const rows = people
        .filter((link) =>
          [...wanted].every(([name, values]) => {
            if (name === 'role_name') return values.includes(ROLE_NAMES[link.role_id]);
            if (name === 'id') return values.includes(link.id);
            throw new Error(`The fake cannot filter user roles by ${name}`);
          }),
        )
        .map((link) => (withUser ? link : withoutUser(link)));
      return serveList(rows, req.query, {});
    },
    ...Object.assign({}, ...trips.map((trip) => tripRoutes(trip.id))),
  });

  return { ...api, trips: () => trips };
}
