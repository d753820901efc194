import { useCan, useOrgId } from '@maziwa/api-client';
import type { Role } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { FormDialog } from '@maziwa/ui/forms';
import { usePermissionCatalogue } from '../api/get-permission-catalogue';
import { useUpdateRolePermissions } from '../api/update-role-permissions';
import { PermissionMatrix } from './permission-matrix';
import { permissionIdsOf } from '../model/permission-groups';
import './roles.css';

export interface RoleDialogProps {
  role: Role;
  onClose(): void;
}

/** admin holds every permission whatever its rows say (the API): editing it would only mislead. */
const ADMIN_NOTE = 'The admin role holds every permission, including ones added later, and cannot be changed.';

/**
 * A role opened from the Roles list: what it is for and its permissions grouped by
 * resource. Those who may change roles tick and untick and Save (PUT /roles/{id}); the
 * API's refusal ("You cannot grant permissions you do not hold") shows in the dialog.
 * admin is shown read-only.
 */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const catalogue = usePermissionCatalogue(useOrgId());
  const save = useUpdateRolePermissions();
  const isAdmin = role.name === 'admin';
  const editable = useCan('roles:update') && !isAdmin;

  const submit = async ({ permissions }: { permissions: string[] }) => {
    await save.mutateAsync({ id: role.id, permissions });
    showToast({ message: `Role ${role.name} saved` });
    onClose();
  };

  return (
    <FormDialog
      title={`Role ${role.name}`}
      onClose={onClose}
      maxWidth={800}
      intro={
        (role.description || isAdmin) && (
          <>
            {role.description && <p>{role.description}</p>}
            {isAdmin && <p>{ADMIN_NOTE}</p>}
          </>
        )
      }
      load={{
        isLoading: catalogue.isLoading,
        error: catalogue.error,
        loadingText: 'Loading ...',
        errorText: 'Failed to fetch permissions',
      }}
      initialValues={catalogue.data && { permissions: permissionIdsOf(role.permissions) }}
      onSubmit={submit}
      explainErrors
      readOnly={!editable}
      submitLabel="Save Permissions"
    >
      <div className="role-dialog__matrix">
        <PermissionMatrix name="permissions" catalogue={catalogue.data ?? []} readOnly={!editable} holdsAll={isAdmin} />
      </div>
    </FormDialog>
  );
}
