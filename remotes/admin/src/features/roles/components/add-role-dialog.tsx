import { useOrgId } from '@maziwa/api-client';
import type { Role } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { FormDialog, TextAreaField, TextField } from '@maziwa/ui/forms';
import { useCreateRole } from '../api/create-role';
import { emptyRole, roleSchema, type RoleFormValues } from '../model/role-form-schema';

export interface AddRoleDialogProps {
  onClose(): void;
  /** The new role, e.g. to open it and tick its permissions. */
  onCreated(role: Role): void;
}

/**
 * Add Role: a role of the signed-in user's organisation (POST /roles) holding nothing yet;
 * its permissions are ticked next. A name already used is shown at the field.
 */
export function AddRoleDialog({ onClose, onCreated }: AddRoleDialogProps) {
  const orgId = useOrgId();
  const create = useCreateRole();

  const save = async (values: RoleFormValues) => {
    const role = await create.mutateAsync({
      name: values.name.trim(),
      description: values.description.trim(),
      organization_id: orgId!,
      permissions: [],
    });
    showToast({ message: `Role ${role.name} saved` });
    onCreated(role);
  };

  return (
    <FormDialog<RoleFormValues>
      title="Add Role"
      onClose={onClose}
      intro="A new role holds no permissions; tick them once it is saved."
      initialValues={emptyRole}
      validationSchema={roleSchema}
      onSubmit={save}
      explainErrors
      submitLabel="Save Role"
    >
      <TextField name="name" label="Name" required autoComplete="off" placeholder="e.g. Night shift supervisor" />
      <TextAreaField name="description" label="Description" />
    </FormDialog>
  );
}
