import type { Id } from '@maziwa/contracts';

/** Query keys of extension work: a save invalidates `all`, so both lists and the pickers refresh. */
export const extensionKeys = {
  all: ['extension-services'] as const,
  assignments: (orgId: Id | null) => [...extensionKeys.all, 'assignments', orgId] as const,
  callLogs: (orgId: Id | null) => [...extensionKeys.all, 'call-logs', orgId] as const,
  officers: (orgId: Id | null) => [...extensionKeys.all, 'officers', orgId] as const,
  places: (orgId: Id | null) => [...extensionKeys.all, 'places', orgId] as const,
};
