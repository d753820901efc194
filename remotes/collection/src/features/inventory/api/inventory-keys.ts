import type { Id } from '@maziwa/contracts';

/** Query keys of the Inventory page: a save (a delivered figure, the tolerance) refetches them all. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  centreDays: (orgId: Id | null) => [...inventoryKeys.all, 'centre-days', orgId] as const,
  summary: (orgId: Id | null) => [...inventoryKeys.all, 'summary', orgId] as const,
  trips: (orgId: Id | null) => [...inventoryKeys.all, 'trips', orgId] as const,
  variance: (orgId: Id | null) => [...inventoryKeys.all, 'variance', orgId] as const,
  dayCollections: (orgId: Id | null) => [...inventoryKeys.all, 'day-collections', orgId] as const,
  organization: (orgId: Id | null) => [...inventoryKeys.all, 'organization', orgId] as const,
};
