import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id, ResponseOf } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import { ratesKeys } from './rates-keys';

/** A pay rate as GET /pay-rates/{id} answers it, with its farmer's or route's name. */
export type PayRate = ResponseOf<'/pay-rates/{id}', 'get'>;

/** The Rates page's two tables of pay rates: a farmer's (special and standing), a route's. */
export type PayRateGroup = 'farmer' | 'route';

/** GET /pay-rates: the organisation's rates, paged and sorted by the API. */
export const payRatesList = listEndpoint('pay-rates');

// A field named twice in `filter` matches either value.
const KIND_FILTER: Record<PayRateGroup, string> = { farmer: 'kind:farmer_special,kind:farmer', route: 'kind:route' };

/**
 * One group of the organisation's pay rates, latest start first.
 *
 * @example const farmerRates = usePayRates(useOrgId(), 'farmer');
 */
export function usePayRates(orgId: Id | null, group: PayRateGroup) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging({ prefix: `${group}_rates_` }),
    key: ratesKeys.payRates(orgId, group),
    endpoint: payRatesList,
    params: { org_id: orgId, filter: KIND_FILTER[group] },
    enabled: orgId !== null,
  });
}
