import { useOrgId } from '@maziwa/api-client';
import type { Route } from '@maziwa/contracts';
import { FormDialog, SelectField } from '@maziwa/ui/forms';
import { object, string } from 'yup';
import { personName } from '../../../lib/people';
import { useAssignDriver, useDriverOptions } from '../api/assign-driver';

export interface AssignDriverDialogProps {
  route: Route;
  /** The drivers already on the route, as the table shows them. */
  assigned: string[];
  onClose(): void;
}

interface AssignValues {
  driverId: string;
}

const assignSchema = object({ driverId: string().required('Driver is required') });

/** Assign: puts a driver on the route (adds it to the driver's routes). */
export function AssignDriverDialog({ route, assigned, onClose }: AssignDriverDialogProps) {
  const { data: drivers, isLoading, error, refetch } = useDriverOptions(useOrgId());
  const assign = useAssignDriver();
  // Drivers already on the route are not offered again.
  const options = (drivers ?? [])
    .filter((driver) => !driver.route_ids.includes(route.id))
    // A driver without a member id (null) is named alone, never "(null)".
    .map((driver) => ({
      value: driver.id,
      label: driver.member_id ? `${personName(driver)} (${driver.member_id})` : personName(driver),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const save = async ({ driverId }: AssignValues) => {
    const driver = drivers?.find((candidate) => candidate.id === driverId);
    if (!driver) throw new Error('Driver not found');
    await assign.mutateAsync({ driver, routeId: route.id });
    onClose();
  };

  return (
    <FormDialog<AssignValues>
      title={`Assign a driver to ${route.name}`}
      onClose={onClose}
      intro={assigned.length ? `On this route: ${assigned.join(', ')}.` : 'No driver is on this route yet.'}
      load={{ isLoading, error, errorText: 'Failed to fetch user roles', onRetry: () => void refetch() }}
      initialValues={drivers && { driverId: '' }}
      validationSchema={assignSchema}
      onSubmit={save}
      submitLabel="Assign"
    >
      <SelectField name="driverId" label="Driver" options={options} placeholder="Select a driver" required />
    </FormDialog>
  );
}
