import type { DriverReportRow, PersonStatus } from '@maziwa/contracts';
import { Button, Dialog, Form, FormActions, SelectField, SubmitButton } from '@maziwa/ui';
import * as yup from 'yup';
import { useUpdateDriverStatus } from '../api/update-driver-status';
import { personStatusOptions } from './driver-form-values';

export interface EditDriverStatusDialogProps {
  driver: DriverReportRow;
  onClose(): void;
}

const statusSchema = yup.object({
  status: yup.string().oneOf(['active', 'inactive', 'pending'], 'Status is required').required('Status is required'),
});

/** Edit: changes the driver's status (the one field of the report the API lets us change). */
export function EditDriverStatusDialog({ driver, onClose }: EditDriverStatusDialogProps) {
  const update = useUpdateDriverStatus();

  const save = async ({ status }: { status: string }) => {
    await update.mutateAsync({ linkId: driver.id, status: status as PersonStatus });
    onClose();
  };

  return (
    <Dialog open title={`Edit driver ${driver.driver_name}`} onClose={onClose}>
      <Form initialValues={{ status: driver.status as string }} validationSchema={statusSchema} onSubmit={save}>
        <SelectField name="status" label="Status" options={personStatusOptions} placeholder="Select status" required />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton>Save</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}
