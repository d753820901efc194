import type { CollectionCentreReportRow, Id, Location, Route, Supply, Trip } from '@maziwa/contracts';
import { buildPersonLink as link } from '@maziwa/api-client/testing';
import { TEST_ORG_ID } from './fixtures';

export function buildLocation(overrides: Partial<Location> & Pick<Location, 'id' | 'name'>): Location {
  return {
    address: '',
    type: 'collection_center',
    organization_id: TEST_ORG_ID,
    coordinates: { latitude: -1.2, longitude: 36.8 },
    capacity: 0,
    is_active: true,
    contact_person: null,
    phone: null,
    operating_hours: null,
    notes: null,
    qa_agents: [],
    ...overrides,
  };
}

export const testLocations: Location[] = [
  buildLocation({
    id: 'loc-kiambu',
    name: 'Kiambu Town CC',
    address: 'Kiambu Road, Kiambu',
    coordinates: { latitude: -1.1714, longitude: 36.8356 },
    capacity: 5000,
  }),
  buildLocation({
    id: 'loc-limuru',
    name: 'Limuru CC',
    address: 'Market Street, Limuru',
    coordinates: { latitude: -1.1136, longitude: 36.6425 },
    capacity: 3000,
  }),
  buildLocation({
    id: 'loc-githunguri',
    name: 'Githunguri CC',
    address: '',
    coordinates: { latitude: -1.0586, longitude: 36.7764 },
    capacity: 2000,
    is_active: false,
  }),
];

/** What the report adds to a centre: its QA agents, farmers and SCC. */
export interface CentreStats {
  qa_agents: string[];
  farmers: number;
  scc: number | null;
}

export const testCentreStats: Record<Id, CentreStats> = {
  'loc-kiambu': { qa_agents: ['Grace Njeri', 'Peter Kamau'], farmers: 120, scc: 180000 },
  'loc-limuru': { qa_agents: ['Ann Wambui'], farmers: 85, scc: 210000 },
  'loc-githunguri': { qa_agents: [], farmers: 0, scc: null },
};

/** The centre report row of a location, as GET /reports/routes-and-collection-centers answers it. */
export function centreRow(
  location: Location,
  stats: CentreStats = { qa_agents: [], farmers: 0, scc: null },
): CollectionCentreReportRow {
  return {
    id: location.id,
    route_name: location.name,
    address: location.address,
    location: location.coordinates,
    contact_person: location.contact_person,
    phone: location.phone,
    ...stats,
  };
}

/** The routes of the organisation (the driver form offers them as Assigned Route). */
export const networkRoutes: Route[] = [
  {
    id: 'route-kiambu',
    name: 'Kiambu North',
    location_ids: ['loc-kiambu', 'loc-githunguri'],
    organization_id: TEST_ORG_ID,
    distance: 42,
    estimated_time: 150,
    start_times: { monday: ['05:30', '14:00'], tuesday: ['05:30'] },
  },
  {
    id: 'route-limuru',
    name: 'Limuru Loop',
    location_ids: ['loc-limuru'],
    organization_id: TEST_ORG_ID,
    distance: 18,
    estimated_time: 60,
    start_times: {},
  },
];

/** Times in Nairobi, the organisation's zone: the screen shows these clock times on any test machine. */
export const testTrips: Trip[] = [
  {
    id: 'trip-1',
    user_roles_ids: ['link-2'],
    organization_id: TEST_ORG_ID,
    route_id: 'route-kiambu',
    start_time: '2025-01-06T05:30:00+03:00',
    end_time: '2025-01-06T09:00:00+03:00',
    status: 'completed',
  },
  {
    id: 'trip-2',
    user_roles_ids: ['link-2', 'link-qa'],
    organization_id: TEST_ORG_ID,
    route_id: 'route-kiambu',
    start_time: '2025-02-03T05:30:00+03:00',
    end_time: '2025-02-03T09:15:00+03:00',
    status: 'scheduled',
  },
  {
    id: 'trip-3',
    user_roles_ids: ['link-1', 'link-3'],
    organization_id: TEST_ORG_ID,
    route_id: 'route-limuru',
    start_time: '2025-01-20T14:00:00+03:00',
    end_time: '2025-01-20T16:30:00+03:00',
    status: 'in_progress',
  },
];

export const producerRole = { id: 'role-producer', name: 'Producer' };
export const qaRole = { id: 'role-qa', name: 'QA/Collector' };

/** People who are not drivers: farmers (Producer) and a QA agent. */
export const otherPeople = [
  link('link-f1', producerRole.id, 'MEM-001', { id: 'user-f1', first_name: 'Jane', last_name: 'Wanjiru' }),
  link('link-f2', producerRole.id, 'MEM-002', { id: 'user-f2', first_name: 'Samuel', last_name: 'Ouma' }),
  link('link-qa', qaRole.id, 'QA-001', { id: 'user-qa', first_name: 'Grace', last_name: 'Njeri' }),
];

export const testSupplies: Supply[] = [
  {
    id: 'supply-1',
    organization_id: TEST_ORG_ID,
    producer_id: 'link-f1',
    supply_items: [
      { item: 'Dairy meal 70 kg', quantity: 2 },
      { item: 'Mineral lick', quantity: 1 },
    ],
    total_cost: 7400,
    timestamp: '2025-01-15T10:00:00+03:00',
    status: 'delivered',
    supplier_details: {},
    supply_category: 'feeds',
  },
  {
    id: 'supply-2',
    organization_id: TEST_ORG_ID,
    producer_id: 'link-f2',
    supply_items: [{ item: 'Napier grass splits', quantity: 500 }],
    total_cost: 2500,
    timestamp: '2025-02-02T09:00:00+03:00',
    status: 'ordered',
    supplier_details: {},
    supply_category: 'seeds',
  },
];
