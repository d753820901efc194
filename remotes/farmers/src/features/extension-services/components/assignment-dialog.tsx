import { useOrgId } from '@maziwa/api-client';
import type { ExtensionAssignment } from '@maziwa/contracts';
import { formatDate, showToast } from '@maziwa/ui';
import { DateField, FarmerSearchField, FormDialog, SelectField, TextAreaField } from '@maziwa/ui/forms';
import { useOfficers } from '../api/get-officers';
import { usePlaces } from '../api/get-places';
import { useSaveAssignment } from '../api/save-assignment';
import {
  assignmentFormSchema,
  assignmentValues,
  emptyAssignment,
  type AssignmentFormValues,
} from '../model/assignment-form';
import { statusOptions, topicOptions } from '../model/extension-text';

export interface AssignmentDialogProps {
  /** The visit to edit; none to add one. */
  row?: ExtensionAssignment;
  onClose(): void;
}

const TARGET_OPTIONS = [
  { value: 'farmer', label: 'A farmer' },
  { value: 'route', label: 'A route' },
  { value: 'centre', label: 'A collection centre' },
];

/**
 * Add Assignment / Edit Assignment (docs/screens.md#assignments): the officer, whom the visit is
 * for (a farmer found by search, a route or a collection centre), topic, due date, status and
 * notes; saved through the API, confirmed by a toast.
 */
export function AssignmentDialog({ row, onClose }: AssignmentDialogProps) {
  const orgId = useOrgId();
  const officers = useOfficers(orgId);
  const places = usePlaces(orgId);
  const save = useSaveAssignment();

  const submit = async (values: AssignmentFormValues) => {
    const saved = await save.mutateAsync({ id: row?.id, values });
    const whom = saved.farmer_name ?? saved.route_name ?? saved.location_name ?? 'the farmers';
    showToast({ message: `Visit to ${whom} due ${formatDate(saved.due_on)} saved` });
    onClose();
  };

  return (
    <FormDialog<AssignmentFormValues>
      title={row ? 'Edit Assignment' : 'Add Assignment'}
      onClose={onClose}
      load={{
        isLoading: officers.isLoading || places.isLoading,
        error: officers.error ?? places.error,
        errorText: 'The officers, routes and centres could not be loaded',
      }}
      initialValues={officers.data && places.data ? (row ? assignmentValues(row) : emptyAssignment) : undefined}
      validationSchema={assignmentFormSchema}
      onSubmit={submit}
      submitLabel="Save Assignment"
    >
      {({ values }) => (
        <>
          <SelectField
            name="officerId"
            label="Officer"
            required
            placeholder={
              officers.data?.length ? 'Select an officer' : 'No Extension Officer yet (give someone the role first)'
            }
            options={(officers.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          />
          <SelectField name="targetKind" label="Assigned To" required options={TARGET_OPTIONS} />
          {values.targetKind === 'farmer' && <FarmerSearchField required />}
          {values.targetKind === 'route' && (
            <SelectField
              name="routeId"
              label="Route"
              required
              placeholder="Select a route"
              options={(places.data?.routes ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            />
          )}
          {values.targetKind === 'centre' && (
            <SelectField
              name="locationId"
              label="Collection Center"
              required
              placeholder="Select a collection centre"
              options={(places.data?.centres ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            />
          )}
          <SelectField name="topic" label="Topic" required placeholder="Select a topic" options={topicOptions} />
          <DateField name="dueOn" label="Due Date" required />
          <SelectField name="status" label="Status" required options={statusOptions} />
          <TextAreaField name="notes" label="Notes" rows={3} />
        </>
      )}
    </FormDialog>
  );
}
