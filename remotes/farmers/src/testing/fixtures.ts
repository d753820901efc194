import { TEST_ORG_ID } from '@maziwa/api-client/testing';
import type { FarmerProfileRow, Location, Role, Route } from '@maziwa/contracts';

/** The signed-in user and organisation every test runs with, the same in every remote. */
export { TEST_ORG_ID, signedInUser } from '@maziwa/api-client/testing';

export const producerRole: Role = {
  id: 'role-producer',
  name: 'Producer',
  description: "A farmer's record; no console access",
  organization_id: TEST_ORG_ID,
  permissions: [],
};

export function buildFarmerRow(overrides: Partial<FarmerProfileRow> & Pick<FarmerProfileRow, 'id'>): FarmerProfileRow {
  return {
    member_number: `MEM-${overrides.id}`,
    farmer_name: 'Farmer Name',
    date_of_last_collection: null,
    quantity_supplied: 0,
    average_quality_score: null,
    payment_status: null,
    ...overrides,
  };
}

/** In the API's default order (member number). */
export const farmerRows: FarmerProfileRow[] = [
  buildFarmerRow({
    id: 'link-f1',
    member_number: 'MEM-001',
    farmer_name: 'Jane Wanjiru',
    date_of_last_collection: '2026-10-31',
    quantity_supplied: 12480.5,
    average_quality_score: 82.4,
    payment_status: 'completed',
  }),
  buildFarmerRow({
    id: 'link-f2',
    member_number: 'MEM-002',
    farmer_name: 'Samuel Ouma',
    date_of_last_collection: '2026-10-12',
    quantity_supplied: 860,
    average_quality_score: 47,
    payment_status: 'delayed',
  }),
  buildFarmerRow({ id: 'link-f3', member_number: 'MEM-003', farmer_name: 'Akinyi Odhiambo' }),
];

export const farmerRoutes: Route[] = [
  {
    id: 'route-kiambu',
    name: 'Kiambu North',
    location_ids: [],
    organization_id: TEST_ORG_ID,
    distance: 0,
    estimated_time: 0,
    start_times: {},
  },
  {
    id: 'route-limuru',
    name: 'Limuru Loop',
    location_ids: [],
    organization_id: TEST_ORG_ID,
    distance: 0,
    estimated_time: 0,
    start_times: {},
  },
];

const centre = (id: string, name: string) =>
  ({
    id,
    name,
    address: `${name} market`,
    type: 'collection_center',
    organization_id: TEST_ORG_ID,
    coordinates: { latitude: -1.1, longitude: 36.8 },
    capacity: 0,
    is_active: true,
  }) as Location;

export const farmerCentres: Location[] = [
  centre('centre-githunguri', 'Githunguri CC'),
  centre('centre-kiambu', 'Kiambu Town CC'),
];
