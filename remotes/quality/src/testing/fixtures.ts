import { TEST_ORG_ID, type PersonLink } from '@maziwa/api-client/testing';
import type { Location, QualityTestRow, RejectionLogRow } from '@maziwa/contracts';

/** The signed-in user and organisation every test runs with, the same in every remote. */
export { TEST_ORG_ID, signedInUser } from '@maziwa/api-client/testing';

function centre(id: string, name: string, type = 'collection_center'): Location {
  return {
    id,
    name,
    address: '',
    type,
    organization_id: TEST_ORG_ID,
    coordinates: { latitude: -1.2, longitude: 36.8 },
    capacity: 0,
    is_active: true,
    contact_person: null,
    phone: null,
    operating_hours: null,
    notes: null,
    qa_agents: [],
  };
}

export const testLocations: Location[] = [
  centre('loc-kiambu', 'Kiambu Town CC'),
  centre('loc-limuru', 'Limuru CC'),
  centre('loc-plant', 'Ruiru Cooling Plant', 'cooling_plant'),
];

/** A QA/Collector link with its user, as GET /user-roles?populate=user answers. */

export const testQaAgents: PersonLink[] = [
  {
    id: 'link-qa1',
    organization_id: TEST_ORG_ID,
    user_id: 'user-qa1',
    role_id: 'role-qa',
    member_id: 'QA-001',
    status: 'active',
    location_ids: ['loc-kiambu'],
    route_ids: [],
    available: true,
    profile: {},
    created_at: '2025-01-02T08:00:00.000Z',
    user: {
      id: 'user-qa1',
      username: 'Grace-Njeri',
      first_name: 'Grace',
      last_name: 'Njeri',
      email: 'grace@maziwa.test',
      contact_info: {},
      organization_ids: [TEST_ORG_ID],
      is_active: true,
      status: 'active',
      avatarUrl: null,
      roles: [],
      created_at: '2025-01-02T08:00:00.000Z',
    },
  },
];

/** Newest first, as the report answers. */
export const testQualityTests: QualityTestRow[] = [
  {
    id: 'qt-3',
    test_date: '2025-02-03',
    collection_center: 'Limuru CC',
    qa_agent: null,
    batch_number: 'LMR-250203-PM',
    overall_result: 'fail',
  },
  {
    id: 'qt-2',
    test_date: '2025-01-20',
    collection_center: 'Kiambu Town CC',
    qa_agent: 'Grace Njeri',
    batch_number: 'KBU-250120-AM',
    overall_result: 'pass',
  },
  {
    id: 'qt-1',
    test_date: '2025-01-06',
    collection_center: 'Kiambu Town CC',
    qa_agent: 'Grace Njeri',
    batch_number: 'KBU-250106-AM',
    overall_result: 'pass',
  },
];

/** Newest first, as the report answers. */
export const testRejections: RejectionLogRow[] = [
  {
    id: 'rj-3',
    date: '2025-02-03',
    collection_center: 'Limuru CC',
    qa_agent: null,
    reason: 'Added water',
    reason_code: 'added_water',
    farmer_name: 'Samuel Ouma',
    weight: 22.5,
    batch_number: 'LMR-250203-PM',
  },
  {
    id: 'rj-2',
    date: '2025-01-20',
    collection_center: 'Kiambu Town CC',
    qa_agent: 'Grace Njeri',
    reason: 'High SCC',
    reason_code: 'high_scc',
    farmer_name: 'Jane Wanjiru',
    weight: 1250,
    batch_number: 'KBU-250120-AM',
  },
  {
    id: 'rj-1',
    date: '2025-01-06',
    collection_center: 'Kiambu Town CC',
    qa_agent: 'Grace Njeri',
    reason: 'Failed alcohol test',
    reason_code: 'failed_alcohol_test',
    farmer_name: 'Peter Kamau',
    weight: 8,
    batch_number: 'KBU-250106-AM',
  },
];
