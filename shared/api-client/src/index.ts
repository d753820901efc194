export { configureApi, getRuntimeConfig, loadRuntimeConfig } from './config';
export { TOKEN_STORAGE_KEY, getToken } from './token-storage';
export { ApiError, errorMessage } from './api-error';
export { request, http, apiUrl, type SearchParams } from './http';
export { createResource } from './resource';
export * from './endpoints';
export { useSession, useOrgId, LOGIN_MESSAGES, type SessionState, type SessionStatus } from './session';
export { createQueryClient } from './query-client';
