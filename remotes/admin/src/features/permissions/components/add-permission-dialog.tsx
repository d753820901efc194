import { useOrgId } from '@maziwa/api-client';
import { showToast } from '@maziwa/ui';
import { FormDialog, TextField } from '@maziwa/ui/forms';
import { useCreatePermission } from '../api/create-permission';
import { emptyPermission, permissionSchema, type PermissionFormValues } from '../model/permission-form-schema';

/**
 * Add Permission: a permission of the signed-in user's organisation (POST /permissions);
 * the shared catalogue stays as it is. The API's field errors appear at their fields.
 */
export function AddPermissionDialog({ onClose }: { onClose(): void }) {
  const orgId = useOrgId();
  const create = useCreatePermission();

  const save = async (values: PermissionFormValues) => {
    await create.mutateAsync({
      name: values.name.trim(),
      description: values.description.trim(),
      resource: values.resource.trim(),
      action: values.action.trim(),
      organization_id: orgId!,
    });
    showToast({ message: `Permission ${values.name.trim()} saved` });
    onClose();
  };

  return (
    <FormDialog<PermissionFormValues>
      title="Add Permission"
      onClose={onClose}
      initialValues={emptyPermission}
      validationSchema={permissionSchema}
      onSubmit={save}
      submitLabel="Save Permission"
    >
      <TextField name="name" label="Name" required autoComplete="off" placeholder="e.g. payments.approve" />
      <TextField name="description" label="Description" autoComplete="off" />
      <TextField name="resource" label="Resource" required autoComplete="off" placeholder="e.g. payments" />
      <TextField name="action" label="Action" required autoComplete="off" placeholder="e.g. approve" />
    </FormDialog>
  );
}
