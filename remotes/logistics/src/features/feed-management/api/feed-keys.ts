import type { Id } from '@maziwa/contracts';

/**
 * Keys of Feed Management's queries. A receipt or an issue changes stock on hand, so every
 * save refreshes everything under `all` (products, receipts and issues).
 */
export const feedKeys = {
  all: ['feed-store'] as const,
  products: (orgId: Id | null) => [...feedKeys.all, 'products', orgId] as const,
  productOptions: (orgId: Id | null) => [...feedKeys.all, 'product-options', orgId] as const,
  receipts: (orgId: Id | null) => [...feedKeys.all, 'receipts', orgId] as const,
  issues: (orgId: Id | null) => [...feedKeys.all, 'issues', orgId] as const,
};
