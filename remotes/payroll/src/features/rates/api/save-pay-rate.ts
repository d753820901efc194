import { createResource } from '@maziwa/api-client';
import type { BodyOf, Id } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ratesKeys } from './rates-keys';

export type PayRateCreate = BodyOf<'/pay-rates', 'post'>;
export type PayRateUpdate = BodyOf<'/pay-rates/{id}', 'put'>;

const payRates = createResource('pay-rates');

/** What the Add or Edit dialog saves: a new rate (POST /pay-rates) or changes (PUT /pay-rates/{id}). */
export type PayRateSave = { id?: undefined; body: PayRateCreate } | { id: Id; body: PayRateUpdate };

/**
 * Adds or changes a pay rate; the API refuses (409, at effective_from) a change to approved pay.
 *
 * @example await useSavePayRate().mutateAsync({ body: { kind: 'route', route_id, rate_per_litre: 49.5, effective_from: '2026-11-01' } });
 */
export function useSavePayRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: PayRateSave) =>
      save.id === undefined ? payRates.create(save.body) : payRates.update(save.id, save.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesKeys.all }),
  });
}

/**
 * DELETE /pay-rates/{id}; refused (409) for a rate approved pay used.
 *
 * @example useDeletePayRate().mutate(rate.id, { onSuccess: close });
 */
export function useDeletePayRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => payRates.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesKeys.all }),
  });
}
