import type { DriverReportRow, PersonStatus } from '@maziwa/contracts';
import { FormDialog, SelectField } from '@maziwa/ui';
import { useUpdateDriverStatus } from '../api/update-driver-status';
import { driverFormSchema } from './driver-form-schema';
import { personStatusOptions } from './driver-form-values';

export interface EditDriverStatusDialogProps {
  driver: DriverReportRow;
  onClose(): void;
}

// The same status rule as the Add New Driver form.
const statusSchema = driverFormSchema.pick(['status']);

interface StatusValues {
  status: PersonStatus | '';
}

/** Edit: changes the driver's status, the one column of the list that lives on the Driver link. */
export function EditDriverStatusDialog({ driver, onClose }: EditDriverStatusDialogProps) {
  const update = useUpdateDriverStatus();

  const save = async ({ status }: StatusValues) => {
    await update.mutateAsync({ linkId: driver.id, status: status as PersonStatus });
    onClose();
  };

  return (
    <FormDialog<StatusValues>
      title={`Edit driver ${driver.driver_name}`}
      onClose={onClose}
      initialValues={{ status: driver.status }}
      validationSchema={statusSchema}
      onSubmit={save}
      submitLabel="Save"
    >
      <SelectField name="status" label="Status" options={personStatusOptions} placeholder="Select status" required />
    </FormDialog>
  );
}
