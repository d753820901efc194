import { buildPersonLink as buildLink, TEST_ORG_ID, type PersonLink } from '@maziwa/api-client/testing';
import type { DriverTrackingRow, Id, PickupManagementRow, Route, Trip } from '@maziwa/contracts';

/** The signed-in user and organisation every test runs with, the same in every remote. */
export { TEST_ORG_ID, signedInUser } from '@maziwa/api-client/testing';

export const driverRoleId = 'role-driver';
export const qaRoleId = 'role-qa';

/** A user-role link with its user, as GET /user-roles?populate=user answers. */
export { buildPersonLink as buildLink, type PersonLink } from '@maziwa/api-client/testing';

/** Drivers (two with a phone on file) and a QA agent who rides along. */
export const testPeople: PersonLink[] = [
  buildLink('link-d1', driverRoleId, 'DRV-001', {
    id: 'user-d1',
    first_name: 'Brian',
    last_name: 'Mwangi',
    phone: '+254722000002',
  }),
  buildLink('link-d2', driverRoleId, 'DRV-002', {
    id: 'user-d2',
    first_name: 'Achieng',
    last_name: 'Otieno',
    phone: '+254722000003',
  }),
  buildLink('link-d3', driverRoleId, 'DRV-003', { id: 'user-d3', first_name: 'Chebet', last_name: 'Kiprono' }),
  buildLink('link-qa', qaRoleId, 'QA-001', { id: 'user-qa', first_name: 'Grace', last_name: 'Njeri' }),
];

export const testRoutes: (Pick<Route, 'id' | 'name'> & { centres: string[] | null })[] = [
  { id: 'route-kiambu', name: 'Kiambu North', centres: ['Kiambu Town CC', 'Githunguri CC'] },
  { id: 'route-limuru', name: 'Limuru Loop', centres: ['Limuru CC'] },
  // An older report left a route's centres out: the screen says N/A.
  { id: 'route-ruiru', name: 'Ruiru East', centres: null },
];

/** Times in Nairobi, the organisation's zone: the screen shows these clock times on any test machine. */
export const testTrips: Trip[] = [
  {
    id: 'trip-1',
    user_roles_ids: ['link-d1', 'link-qa'],
    organization_id: TEST_ORG_ID,
    route_id: 'route-kiambu',
    start_time: '2025-01-06T05:30:00+03:00',
    end_time: '2025-01-06T09:00:00+03:00',
    status: 'completed',
  },
  {
    id: 'trip-2',
    user_roles_ids: ['link-d2'],
    organization_id: TEST_ORG_ID,
    route_id: 'route-limuru',
    start_time: '2025-02-03T14:00:00+03:00',
    end_time: '2025-02-03T16:30:00+03:00',
    status: 'scheduled',
  },
  {
    id: 'trip-3',
    user_roles_ids: ['link-qa', 'link-d3'],
    organization_id: TEST_ORG_ID,
    route_id: 'route-ruiru',
    start_time: '2025-01-20T05:30:00+03:00',
    end_time: '2025-01-20T08:00:00+03:00',
    status: 'in_progress',
  },
];

/** Accepted litres carried by each trip. */
export const testLitres: Record<Id, number> = { 'trip-1': 1250.5, 'trip-2': 0, 'trip-3': 430 };

/** "Now" of the fake: scheduled trips starting before it are delayed. */
export const FAKE_NOW = '2025-02-10T00:00:00+03:00';

export const testTracking: DriverTrackingRow[] = [
  {
    id: 'link-d2',
    driver_name: 'Achieng Otieno',
    data_source: 'mobile_app',
    current_route: 'Limuru Loop',
    status: 'scheduled',
    last_update: null,
    next_collection_center: 'Limuru CC',
    milk_cans_collected: 0,
    phone: null,
    trip_id: 'trip-2',
  },
  {
    id: 'link-d1',
    driver_name: 'Brian Mwangi',
    data_source: 'milk_analyzer',
    current_route: 'Kiambu North',
    status: 'in_progress',
    last_update: '2025-02-03T07:45:00+03:00',
    next_collection_center: 'Githunguri CC',
    milk_cans_collected: 12,
    phone: null,
    trip_id: 'trip-1',
  },
  {
    id: 'link-d3',
    driver_name: 'Chebet Kiprono',
    data_source: 'manual',
    current_route: null,
    status: 'idle',
    last_update: null,
    next_collection_center: null,
    milk_cans_collected: 0,
    phone: null,
    trip_id: null,
  },
];

export const testPickups: PickupManagementRow[] = [
  {
    id: 'cons-1',
    date: '2025-02-03',
    shift: 'morning',
    center_name: 'Kiambu Town CC',
    total_weight: 1520.5,
    qa_agents: ['Grace Njeri', 'Peter Kamau'],
    farmers_processed: 48,
    handed_over_weight: 1480,
    rejected_weight: 40.5,
  },
  {
    id: 'cons-2',
    date: '2025-01-20',
    shift: 'evening',
    center_name: 'Limuru CC',
    total_weight: 830,
    qa_agents: ['Ann Wambui'],
    farmers_processed: 27,
    handed_over_weight: 830,
    rejected_weight: 0,
  },
  {
    id: 'cons-3',
    date: '2025-01-06',
    shift: 'morning',
    center_name: 'Githunguri CC',
    total_weight: 0,
    qa_agents: [],
    farmers_processed: 0,
    handed_over_weight: 0,
    rejected_weight: 0,
  },
];
