import { TEST_ORG_ID } from '@maziwa/api-client/testing';
import type { DriverReportRow, Id, PersonProfile, Role, Route, StoredFile } from '@maziwa/contracts';

/** The signed-in user and organisation every test runs with, the same in every remote. */
export { TEST_ORG_ID, signedInUser } from '@maziwa/api-client/testing';

export const driverRole: Role = {
  id: 'role-driver',
  name: 'Driver',
  description: "A driver's record; no console access",
  organization_id: TEST_ORG_ID,
  permissions: [],
};

export function buildRoute(overrides: Partial<Route> & Pick<Route, 'id' | 'name'>): Route {
  return {
    location_ids: [],
    organization_id: TEST_ORG_ID,
    distance: 0,
    estimated_time: 0,
    start_times: {},
    ...overrides,
  };
}

export const testRoutes: Route[] = [
  buildRoute({ id: 'route-kiambu', name: 'Kiambu North' }),
  buildRoute({ id: 'route-limuru', name: 'Limuru Loop' }),
];

export function buildDriverRow(overrides: Partial<DriverReportRow> & Pick<DriverReportRow, 'id'>): DriverReportRow {
  return {
    user_id: `user-${overrides.id}`,
    organization_id: TEST_ORG_ID,
    driver_name: 'Driver Name',
    driver_id: `DRV-${overrides.id}`,
    contact_information: '+254700000000',
    status: 'active',
    ...overrides,
  };
}

/** Newest first, as the report answers. */
export const driverRows: DriverReportRow[] = [
  buildDriverRow({
    id: 'link-3',
    user_id: 'user-3',
    driver_name: 'Achieng Otieno',
    driver_id: 'DRV-003',
    contact_information: '+254722000003',
    status: 'pending',
  }),
  buildDriverRow({
    id: 'link-2',
    user_id: 'user-2',
    driver_name: 'Brian Mwangi',
    driver_id: 'DRV-002',
    contact_information: '+254722000002',
    status: 'inactive',
  }),
  buildDriverRow({
    id: 'link-1',
    user_id: 'user-1',
    driver_name: 'Chebet Kiprono',
    driver_id: 'DRV-001',
    contact_information: '+254722000001',
    status: 'active',
  }),
];

/** A file the fake API holds: its description and its bytes. */
export interface FakeFile {
  stored: StoredFile;
  bytes: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const driverFiles: FakeFile[] = [
  {
    stored: {
      id: 'file-photo-2',
      name: 'brian.png',
      content_type: 'image/png',
      size: 8,
      created_at: '2026-01-05T07:00:00.000Z',
    },
    bytes: new Uint8Array(PNG_SIGNATURE),
  },
  {
    stored: {
      id: 'file-licence-2',
      name: 'brian-licence.pdf',
      content_type: 'application/pdf',
      size: 8,
      created_at: '2026-01-05T07:00:00.000Z',
    },
    bytes: new TextEncoder().encode('%PDF-1.7'),
  },
];

/** Profiles of the fixture drivers' links; the others have none yet ({}). */
export const driverProfiles: Record<Id, PersonProfile> = {
  'link-2': {
    date_of_birth: '1988-07-03',
    gender: 'male',
    photo_file_id: 'file-photo-2',
    license_number: 'DL-120034',
    license_expiry: '2029-11-30',
    license_document_file_id: 'file-licence-2',
    date_of_hire: '2021-06-01',
    additional_info: 'Knows every farm on the Limuru loop',
  },
};
