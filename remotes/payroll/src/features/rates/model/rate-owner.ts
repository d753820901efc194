import type { PayRate } from '../api/get-pay-rates';

/** Whose rate it is, as the dialog's intro and the Delete question name it. */
export function rateOwner(rate: PayRate): string {
  if (rate.kind === 'route') return rate.route_name ?? 'Route';
  return rate.member_id ? `${rate.farmer_name ?? 'Farmer'} (${rate.member_id})` : (rate.farmer_name ?? 'Farmer');
}
