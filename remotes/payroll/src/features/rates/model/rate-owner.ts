import type { ResponseOf } from '@maziwa/contracts';

/** A pay rate as the API answers it (api/get-pay-rates' PayRate; named here so model/ does not import api/). */
type PayRate = ResponseOf<'/pay-rates/{id}', 'get'>;

/** Whose rate it is, as the dialog's intro and the Delete question name it. */
export function rateOwner(rate: PayRate): string {
  if (rate.kind === 'route') return rate.route_name ?? 'Route';
  return rate.member_id ? `${rate.farmer_name ?? 'Farmer'} (${rate.member_id})` : (rate.farmer_name ?? 'Farmer');
}
