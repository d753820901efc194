import type { Id } from '@maziwa/contracts';

/** Keys of the Rates page's queries; a save invalidates what it changed under `ratesKeys.all`. */
export const ratesKeys = {
  all: ['rates'] as const,
  payRates: (orgId: Id | null, group: string) => [...ratesKeys.all, 'pay-rates', orgId, group] as const,
  quality: (orgId: Id | null) => [...ratesKeys.all, 'quality-adjustments', orgId] as const,
  organization: (orgId: Id | null) => [...ratesKeys.all, 'organization', orgId] as const,
  routes: (orgId: Id | null) => [...ratesKeys.all, 'route-options', orgId] as const,
};
