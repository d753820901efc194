import { jsonResponse, type FakeHandler } from '@maziwa/api-client/testing';
import type { Id, Location, Route, Supply, Trip, User, UserRole } from '@maziwa/contracts';
import {
  centreRow,
  networkRoutes,
  otherPeople,
  producerRole,
  qaRole,
  testCentreStats,
  testLocations,
  testSupplies,
  testTrips,
  type CentreStats,
} from './network-fixtures';
import { serveList } from '@maziwa/api-client/testing';
import { driverRole } from './fixtures';

type PersonLink = UserRole & { user?: User | null };

export interface NetworkData {
  routes?: Route[];
  locations?: Location[];
  centreStats?: Record<Id, CentreStats>;
  trips?: Trip[];
  supplies?: Supply[];
}

interface Wiring {
  /** The fake's driver links, with their users. */
  driverLinks(): PersonLink[];
  /** Records a write's JSON body for `bodies()`. */
  record(key: string, body: unknown): void;
}

const ROLE_NAMES: Record<Id, string> = {
  [driverRole.id]: driverRole.name,
  [producerRole.id]: producerRole.name,
  [qaRole.id]: qaRole.name,
};
const withoutUser = ({ user: _user, ...link }: PersonLink): UserRole => link;
const populated = (query: URLSearchParams) => new Set((query.get('populate') ?? '').split(',').filter(Boolean));

/**
 * The logistics network behind the fake fetch: routes (populate=locations), locations,
 * the collection-centre report, trips (populate=route,user_roles), supplies
 * (populate=producer) and user roles (filter, populate=user), each served with the issue 3
 * list query (q, sort, from/to, status, paging, format=csv). Edits change what later
 * reads return.
 */
export function fakeNetworkApi(data: NetworkData, { driverLinks, record }: Wiring) {
  const routes = [...(data.routes ?? networkRoutes)];
  const locations = [...(data.locations ?? testLocations)];
  const stats = data.centreStats ?? testCentreStats;
  const trips = data.trips ?? testTrips;
  const supplies = data.supplies ?? testSupplies;
  const people = (): PersonLink[] => [...driverLinks(), ...otherPeople];
  const locationOf = (id: Id) => locations.find((location) => location.id === id);
  const routeOf = (id: Id) => routes.find((route) => route.id === id);
  const linkOf = (id: Id) => people().find((link) => link.id === id);

  // What the API reads with a route: its drivers (their links hold it), centre count, start
  // times of the week and the status of the trip that starts last.
  const routeAsListed = (route: Route) => ({
    ...route,
    driver_names: driverLinks()
      .filter((link) => link.route_ids.includes(route.id))
      .map((link) => `${link.user?.first_name ?? ''} ${link.user?.last_name ?? ''}`.trim())
      .sort((a, b) => a.localeCompare(b)),
    location_count: route.location_ids.length,
    start_time_list: [...new Set(Object.values(route.start_times).flat())].sort(),
    latest_trip_status:
      trips.filter((trip) => trip.route_id === route.id).sort((a, b) => b.start_time.localeCompare(a.start_time))[0]
        ?.status ?? null,
  });

  const putRecorded = (key: string, apply: (body: any) => unknown): Record<string, FakeHandler> => ({
    [key]: async (req) => {
      const body = await req.json();
      record(key, body);
      return apply(body);
    },
  });

  const handlers: Record<string, FakeHandler> = {
    'GET /routes': (req) => {
      const withLocations = populated(req.query).has('locations');
      const rows = routes.map((route) => ({
        ...routeAsListed(route),
        ...(withLocations ? { locations: route.location_ids.map(locationOf).filter(Boolean) as Location[] } : {}),
      }));
      return serveList(rows, req.query, {
        search: (route) => [route.name],
        sort: { name: (r) => r.name, distance: (r) => r.distance, estimated_time: (r) => r.estimated_time },
        csv: {
          name: (r) => r.name,
          driver_names: (r) => r.driver_names.join('; '),
          location_count: (r) => r.location_count,
          start_time_list: (r) => r.start_time_list.join('; '),
          latest_trip_status: (r) => r.latest_trip_status,
          distance: (r) => r.distance,
          estimated_time: (r) => r.estimated_time,
        },
      });
    },
    'GET /reports/routes-and-collection-centers': (req) =>
      serveList(
        locations.filter((l) => l.type === 'collection_center').map((l) => centreRow(l, stats[l.id])),
        req.query,
        {
          search: (row) => [row.route_name, row.address],
          sort: {
            route_name: (r) => r.route_name,
            address: (r) => r.address,
            farmers: (r) => r.farmers,
            scc: (r) => r.scc,
          },
          csv: {
            route_name: (r) => r.route_name,
            address: (r) => r.address,
            qa_agents: (r) => r.qa_agents.join('; '),
            farmers: (r) => r.farmers,
          },
        },
      ),
    'GET /trips': (req) => {
      const wanted = populated(req.query);
      const rows = trips.map((trip) => ({
        ...trip,
        ...(wanted.has('route') ? { route: routeOf(trip.route_id) ?? null } : {}),
        // Like the API: the links themselves, without their users.
        ...(wanted.has('user_roles')
          ? {
              user_roles: trip.user_roles_ids
                .map(linkOf)
                .filter(Boolean)
                .map((l) => withoutUser(l!)),
            }
          : {}),
      }));
      return serveList(rows, req.query, {
        search: (trip) => [routeOf(trip.route_id)?.name],
        sort: {
          start_time: (t) => t.start_time,
          end_time: (t) => t.end_time,
          status: (t) => t.status,
          route_name: (t) => routeOf(t.route_id)?.name,
        },
        date: (trip) => trip.start_time,
        status: (trip) => trip.status,
        filter: { route_id: (t) => t.route_id, status: (t) => t.status, user_roles_ids: (t) => t.user_roles_ids },
        csv: {
          route_name: (t) => routeOf(t.route_id)?.name,
          start_time: (t) => t.start_time,
          end_time: (t) => t.end_time,
          status: (t) => t.status,
        },
      });
    },
    'GET /supplies': (req) => {
      const withProducer = populated(req.query).has('producer');
      const rows = supplies.map((supply) => {
        const producer = linkOf(supply.producer_id);
        return withProducer ? { ...supply, producer: producer ? withoutUser(producer) : null } : supply;
      });
      return serveList(rows, req.query, {
        search: (supply) => [
          supply.supply_category,
          supply.status,
          ...supply.supply_items.map((i) => i.item),
          linkOf(supply.producer_id)?.member_id,
        ],
        sort: {
          timestamp: (s) => s.timestamp,
          total_cost: (s) => s.total_cost,
          status: (s) => s.status,
          supply_category: (s) => s.supply_category,
        },
        date: (supply) => supply.timestamp,
        status: (supply) => supply.status,
        csv: {
          timestamp: (s) => s.timestamp,
          producer_id: (s) => s.producer_id,
          total_cost: (s) => s.total_cost,
          status: (s) => s.status,
        },
      });
    },
    'GET /user-roles': (req) => {
      const withUser = populated(req.query).has('user');
      const rows = people().map((link) => (withUser ? link : withoutUser(link)));
      return serveList(rows, req.query, {
        sort: {},
        filter: {
          role_name: (link) => ROLE_NAMES[link.role_id],
          route_ids: (link) => link.route_ids,
          id: (link) => link.id,
          member_id: (link) => link.member_id,
        },
      });
    },
  };

  for (const route of routes) {
    Object.assign(
      handlers,
      putRecorded(`PUT /routes/${route.id}`, (body: Partial<Route>) => {
        const index = routes.findIndex((r) => r.id === route.id);
        routes[index] = { ...routes[index], ...body };
        return routes[index];
      }),
    );
  }
  for (const location of locations) {
    handlers[`GET /locations/${location.id}`] = () =>
      locationOf(location.id) ?? jsonResponse({ message: 'Location not found' }, 404);
    Object.assign(
      handlers,
      putRecorded(`PUT /locations/${location.id}`, (body: Partial<Location>) => {
        const index = locations.findIndex((l) => l.id === location.id);
        locations[index] = { ...locations[index], ...body };
        return locations[index];
      }),
    );
  }

  return { handlers, routes: () => routes, locations: () => locations };
}
