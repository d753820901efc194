import { fields, jsonResponse, serveList } from '@maziwa/api-client/testing';
import type { Location, Route } from '@maziwa/contracts';
import type { FakeLogisticsApi } from './fake-logistics-api';
import { TEST_ORG_ID } from './fixtures';

type RouteBody = Omit<Route, 'id' | 'organization_id' | 'locations'> & { organization_id?: string };

/**
 * What the route form reads and writes, on top of the logistics fake: GET /locations (the
 * centre options), GET /routes/{id} (populate=locations) and POST /routes, which adds the
 * route to the list the fake serves. Returns the bodies POST /routes received.
 *
 * @example const posted = serveRouteForm(api); ... expect(posted[0]).toEqual({ name: 'Kiambu South', ... });
 */
export function serveRouteForm(api: FakeLogisticsApi): RouteBody[] {
  const posted: RouteBody[] = [];
  const withLocations = (route: Route): Route => ({
    ...route,
    locations: route.location_ids
      .map((id) => api.locations().find((location) => location.id === id))
      .filter((l): l is Location => Boolean(l)),
  });
  api.on({
    'GET /locations': (req) =>
      serveList(api.locations(), req.query, { filter: { type: (l) => l.type }, sort: fields<Location>('name') }),
    'POST /routes': async (req) => {
      const body = (await req.json()) as RouteBody;
      posted.push(body);
      const route: Route = { id: `route-new-${posted.length}`, organization_id: TEST_ORG_ID, ...body };
      api.routes().push(route);
      return jsonResponse(route, 201);
    },
    ...Object.fromEntries(
      api
        .routes()
        .map((route) => [
          `GET /routes/${route.id}`,
          () => withLocations(api.routes().find((candidate) => candidate.id === route.id) ?? route),
        ]),
    ),
  });
  return posted;
}
