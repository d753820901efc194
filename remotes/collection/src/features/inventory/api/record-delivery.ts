import { tripsApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryKeys } from './inventory-keys';

/**
 * Ends a trip with what the cooling plant measured: PUT /trips/{id} { status: completed,
 * delivered_litres } (trips:update). The API refuses a figure on a trip not completed, so
 * both go together. Every inventory figure is fetched again.
 *
 * @example await useRecordDelivery().mutateAsync({ tripId, deliveredLitres: 2480.5 });
 */
export function useRecordDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, deliveredLitres }: { tripId: Id; deliveredLitres: number }) =>
      tripsApi.update(tripId, { status: 'completed', delivered_litres: deliveredLitres }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
