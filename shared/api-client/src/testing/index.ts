export { installFakeApi, jsonResponse, type FakeApi, type FakeHandler, type FakeRequest } from './fake-api';
export { fields, serveList, type ListSpec } from './serve-list';
export { catchDownloads, readBlob } from './downloads';
export { readTable } from './read-table';
export { filterValues, populated, recordingFakeApi, type RecordingFakeApi } from './recording-fake-api';
export { ROLE_PERMISSIONS, withRole, type BuiltInRole } from './role-permissions';
export { OTHER_ORG_ID, TEST_ORG_ID, signedInUser } from './signed-in-user';
export { buildAuditEvent, serveAuditEvents } from './audit-events';
export { buildPersonLink, type PersonLink } from './person-link';
