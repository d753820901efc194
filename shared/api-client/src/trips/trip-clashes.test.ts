import { installFakeApi, type FakeApi } from '../testing';
import { findTripClashes, type ListedTrip } from './trip-clashes';

const trip = (id: string, crew: string[], start: string, end: string): ListedTrip => ({
  id,
  user_roles_ids: crew,
  organization_id: 'org-1',
  route_id: 'route-1',
  route_name: 'Kiambu North',
  driver_names: [],
  start_time: start,
  end_time: end,
  status: 'scheduled',
});

const stored = [
  trip('trip-morning', ['link-1'], '2026-12-01T05:00:00+03:00', '2026-12-01T09:00:00+03:00'),
  trip('trip-evening', ['link-1', 'link-2'], '2026-12-01T15:00:00+03:00', '2026-12-01T18:00:00+03:00'),
  trip('trip-moved', ['link-2'], '2026-12-01T06:00:00+03:00', '2026-12-01T08:00:00+03:00'),
];

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.on({ 'GET /trips': () => ({ data: stored, total: stored.length, limit: 1000, offset: 0 }) });
});
afterEach(() => api.restore());

describe('findTripClashes', () => {
  it("asks for the drivers' trips around the windows in one request", async () => {
    await findTripClashes('org-1', [
      {
        key: 'a',
        driverIds: ['link-2', 'link-1'],
        start: new Date('2026-12-01T04:00:00Z'),
        end: new Date('2026-12-01T06:00:00Z'),
      },
      {
        key: 'b',
        driverIds: ['link-1'],
        start: new Date('2026-12-03T04:00:00Z'),
        end: new Date('2026-12-03T06:00:00Z'),
      },
    ]);
    expect(api.queries('GET /trips')).toEqual([
      'org_id=org-1&filter=user_roles_ids%3Alink-1%2Cuser_roles_ids%3Alink-2&from=2026-11-30&to=2026-12-04&sort=start_time&limit=1000',
    ]);
  });

  it('names each driver out on an overlapping trip, leaving out the trips being moved and trips that only touch', async () => {
    const clashes = await findTripClashes(
      'org-1',
      [
        {
          key: 'new',
          driverIds: ['link-1', 'link-2'],
          start: new Date('2026-12-01T08:00:00+03:00'),
          end: new Date('2026-12-01T15:00:00+03:00'),
        },
      ],
      ['trip-moved'],
    );
    // The evening trip starts as this one ends: no clash.
    expect(clashes.map(({ key, driverId, trip: t }) => [key, driverId, t.id])).toEqual([
      ['new', 'link-1', 'trip-morning'],
    ]);
  });

  it('double-books one driver given two stored trips that overlap each other, naming the later one', async () => {
    const at = (time: string) => new Date(`2026-12-02T${time}:00+03:00`);
    const early = trip('trip-1745', ['link-9'], at('17:45').toISOString(), at('19:00').toISOString());
    const late = {
      ...trip('trip-1750', [], at('17:50').toISOString(), at('18:30').toISOString()),
      route_name: 'Limuru',
    };
    const later = trip('trip-2000', [], at('20:00').toISOString(), at('21:00').toISOString());
    const clashes = await findTripClashes(
      'org-1',
      [early, late, later].map((planned) => ({
        key: planned.id,
        driverIds: ['link-3'],
        start: new Date(planned.start_time),
        end: new Date(planned.end_time),
        trip: planned,
      })),
      ['trip-1745', 'trip-1750', 'trip-2000'],
    );
    expect(clashes).toEqual([
      {
        key: 'trip-1745',
        driverId: 'link-3',
        trip: { ...late, start_time: at('17:50').toISOString(), end_time: at('18:30').toISOString() },
      },
    ]);
  });

  it('asks nothing without drivers', async () => {
    expect(await findTripClashes('org-1', [{ key: 'x', driverIds: [], start: new Date(), end: new Date() }])).toEqual(
      [],
    );
    expect(api.calls).toEqual([]);
  });
});
