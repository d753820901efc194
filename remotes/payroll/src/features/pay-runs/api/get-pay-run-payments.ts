import { listEndpoint, request, useServerList } from '@maziwa/api-client';
import type { Id, Page, RowOf } from '@maziwa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { payRunsKeys } from './pay-runs-keys';

/** GET /payments: one row of the list. */
export type RunPayment = RowOf<'/payments'>;
type PersonLink = RowOf<'/user-roles'>;

/** A payment of a run as its page shows it: the farmer named. */
export interface PayRunPaymentRow extends RunPayment {
  farmer_name: string;
  member_number: string;
}

export const paymentsList = listEndpoint('payments');

/**
 * GET /user-roles?filter=id:a,id:b&populate=user: the farmers of one page of payments by
 * their Producer link, for their names (populate=producer names the link, not the person).
 */
async function farmersOf(ids: string[]): Promise<Map<string, string>> {
  const page = await request.get<Page<PersonLink>>('user-roles', {
    filter: ids.map((id) => `id:${id}`).join(','),
    populate: 'user',
    limit: ids.length,
  });
  return new Map(page.data.map((link) => [link.id, link.user ? `${link.user.first_name} ${link.user.last_name}`.trim() : '']));
}

/**
 * The payments of one pay run, a page at a time from the server (with each farmer's member
 * number), and the farmers' names of that page.
 *
 * @example
 * const payments = usePayRunPayments(run.id);
 * <DataTable rows={payments.rows} server={payments.server} ... />
 */
export function usePayRunPayments(payRunId: Id) {
  const list = useServerList({
    key: payRunsKeys.payments(payRunId),
    endpoint: paymentsList,
    params: { filter: `pay_run_id:${payRunId}`, populate: 'producer' },
  });
  const producerIds = useMemo(() => [...new Set(list.rows.map((payment) => payment.producer_id))].sort(), [list.rows]);
  const names = useQuery({
    queryKey: [...payRunsKeys.payments(payRunId), 'farmers', producerIds],
    queryFn: () => farmersOf(producerIds),
    enabled: producerIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo<PayRunPaymentRow[]>(
    () =>
      list.rows.map((payment) => ({
        ...payment,
        farmer_name: names.data?.get(payment.producer_id) ?? '',
        member_number: payment.producer?.member_id ?? '',
      })),
    [list.rows, names.data],
  );
  return { ...list, rows, error: list.error ?? names.error };
}
