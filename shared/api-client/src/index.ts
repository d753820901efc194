export { configureApi, getRuntimeConfig, loadRuntimeConfig } from './config';
export { TOKEN_STORAGE_KEY, getToken } from './token-storage';
export { ApiError, errorMessage, formFailureMessage } from './api-error';
export { BUSY_MESSAGE } from './busy';
export { request, http, apiUrl, type SearchParams } from './http';
export { createResource, type ResourceItem, type ResourceName } from './resource';
export * from './endpoints';
export { findTripClashes, type ListedTrip, type TripClash, type TripWindow } from './trips/trip-clashes';
export {
  useSession,
  useOrgId,
  LOGIN_MESSAGES,
  OFFLINE_SESSION_MS,
  type SessionState,
  type SessionStatus,
} from './session';
export {
  useConnectivity,
  reportApiUnreachable,
  reportApiAnswered,
  isUnreachableAnswer,
  OFFLINE_COPY_HEADER,
  type ConnectivityState,
} from './connectivity';
export { createQueryClient } from './query-client';
export { downloadCsv, saveBlob } from './download';
export {
  listEndpoint,
  type ListEndpoint,
  type ListEndpointOf,
  type ListName,
  type ListParams,
  type PageQuery,
} from './server-list/list-endpoint';
export {
  useServerList,
  toSortParam,
  type ListSort,
  type ServerList,
  type ServerListControls,
  type ServerListState,
  type UseServerListOptions,
} from './server-list/use-server-list';
export { useCan, userCan, hasConsoleAccess } from './permissions';
export { generatePassword } from './generate-password';
export {
  AUDIT_READ,
  HISTORY_LIMIT,
  auditEventsKeys,
  auditEventsList,
  getRecordHistory,
  refreshActivityAfterWrites,
  useAuditResources,
  useRecordHistory,
} from './audit/audit-events';
export { rethrowForForm, toFormError, type FormFieldOf } from './person/field-errors';
export { removeFilesQuietly, saveWithUploads, type PickedFiles } from './person/save-with-uploads';
export { getFileQueryOptions, useFileObjectUrl } from './person/use-file-object-url';
export {
  PRODUCER_RESULTS,
  producerLabel,
  producerSearchKeys,
  searchProducers,
  useProducerSearch,
  type ProducerOption,
} from './person/producer-search';
