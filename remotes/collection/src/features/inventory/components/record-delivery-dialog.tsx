import { formatLitres } from '@maziwa/ui';
import * as yup from 'yup';
import { useRecordDelivery } from '../api/record-delivery';
import type { InventoryTripRow } from '../api/get-inventory-trips';
import { NumberDialog } from './number-dialog';

/** The plant's reading: litres, not negative, to the centilitre at most. */
const deliveredLitres = yup
  .number()
  .typeError('Delivered Litres must be a number')
  .required('Delivered Litres is required')
  .min(0, 'Delivered Litres must not be negative')
  .max(9_999_999, 'Delivered Litres is too large');

export interface RecordDeliveryDialogProps {
  trip: InventoryTripRow;
  onClose(): void;
}

/**
 * Ends a trip with the litres the cooling plant measured (docs/screens.md#inventory): the trip
 * is marked completed and its variance computed.
 */
export function RecordDeliveryDialog({ trip, onClose }: RecordDeliveryDialogProps) {
  const save = useRecordDelivery();
  const name = trip.route_name ?? 'the trip';
  return (
    <NumberDialog
      title={`Delivered Litres: ${name}`}
      intro={
        <p>
          Handed over at the centres: <strong>{formatLitres(trip.handed_over_litres)}</strong>. Enter what the cooling
          plant measured; the trip is then marked completed.
        </p>
      }
      name="delivered_litres"
      label="Delivered Litres"
      schema={deliveredLitres}
      initialValue={trip.delivered_litres ?? ''}
      onSave={async (litres) => {
        await save.mutateAsync({ tripId: trip.id, deliveredLitres: litres });
        return `Delivered litres of ${name} saved: ${formatLitres(litres)}`;
      }}
      onClose={onClose}
    />
  );
}
