import { formatLitres, showToast } from '@maziwa/ui';
import { FormDialog, TextField } from '@maziwa/ui/forms';
import * as yup from 'yup';
import { useRecordDelivery } from '../api/record-delivery';
import type { InventoryTripRow } from '../api/get-inventory-trips';

export interface RecordDeliveryValues {
  /** '' until typed (formik's empty number); named as the API names it, so its refusal lands here. */
  delivered_litres: number | '';
}

/** The plant's reading: litres, not negative, to the centilitre at most. */
export const recordDeliverySchema = yup.object({
  delivered_litres: yup
    .number()
    .typeError('Delivered Litres must be a number')
    .required('Delivered Litres is required')
    .min(0, 'Delivered Litres must not be negative')
    .max(9_999_999, 'Delivered Litres is too large'),
} satisfies Record<keyof RecordDeliveryValues, yup.AnySchema>);

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
    <FormDialog<RecordDeliveryValues>
      title={`Delivered Litres: ${name}`}
      intro={
        <p>
          Handed over at the centres: <strong>{formatLitres(trip.handed_over_litres)}</strong>. Enter what the cooling
          plant measured; the trip is then marked completed.
        </p>
      }
      onClose={onClose}
      initialValues={{ delivered_litres: trip.delivered_litres ?? '' }}
      validationSchema={recordDeliverySchema}
      onSubmit={async ({ delivered_litres: litres }) => {
        await save.mutateAsync({ tripId: trip.id, deliveredLitres: Number(litres) });
        showToast({ message: `Delivered litres of ${name} saved: ${formatLitres(Number(litres))}` });
        onClose();
      }}
      submitLabel="Save"
    >
      <TextField name="delivered_litres" label="Delivered Litres" type="number" required />
    </FormDialog>
  );
}
