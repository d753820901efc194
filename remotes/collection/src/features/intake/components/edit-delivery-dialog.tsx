import { FormDialog, TextField } from '@maziwa/ui/forms';
import * as yup from 'yup';

export interface EditDeliveryDialogProps {
  /** Who, for the title: "Jane Wanjiru (F-0012)". */
  farmer: string;
  litres: number;
  onSave(litres: number): Promise<void>;
  onClose(): void;
}

interface EditValues {
  quantity_litres: number | '';
}

/** The litres of one delivery: more than 0, under 200 (what the API takes). */
export const editDeliverySchema = yup.object({
  quantity_litres: yup
    .number()
    .typeError('Litres must be a number')
    .required('Litres is required')
    .moreThan(0, 'Litres must be more than 0')
    .lessThan(200, 'Litres must be under 200'),
});

/** Edit of a recorded delivery's litres: on the phone while it waits, on the API once sent. */
export function EditDeliveryDialog({ farmer, litres, onSave, onClose }: EditDeliveryDialogProps) {
  return (
    <FormDialog<EditValues>
      title={`Edit delivery of ${farmer}`}
      initialValues={{ quantity_litres: litres }}
      validationSchema={editDeliverySchema}
      onSubmit={async ({ quantity_litres }) => {
        await onSave(Number(quantity_litres));
        onClose();
      }}
      onClose={onClose}
      submitLabel="Save"
    >
      <TextField name="quantity_litres" label="Litres" type="number" required />
    </FormDialog>
  );
}
