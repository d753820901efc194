import type { Id } from '@maziwa/contracts';

/** Query keys of the Messages list: a resend invalidates `all`. */
export const messagesKeys = {
  all: ['messages'] as const,
  list: (orgId: Id | null) => [...messagesKeys.all, 'list', orgId] as const,
};
