import { useCan, useOrgId } from '@maziwa/api-client';
import type { User } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { CheckboxGroupField, FormDialog } from '@maziwa/ui/forms';
import { useOrganisationRoles } from '../api/get-organisation-roles';
import { useSetUserRoles } from '../api/set-user-roles';
import { useUpdateUser } from '../api/update-user';
import { UserFormFields } from './user-form-fields';
import { editUserSchema, userToValues, type UserFormValues } from '../model/user-form-schema';
import { rolesIn, sameRoles } from '../model/user-roles';

export interface EditUserDialogProps {
  user: User;
  onClose(): void;
}

type EditUserValues = UserFormValues & { role_ids: string[] };

/** The organisation's roles as boxes to tick; what the list says while they load. */
function RolesField() {
  const roles = useOrganisationRoles(useOrgId());
  const emptyText = roles.isLoading ? 'Loading roles...' : roles.error ? 'Failed to fetch roles' : 'No roles found.';
  const options = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  return <CheckboxGroupField name="role_ids" label="Roles" options={options} emptyText={emptyText} />;
}

/**
 * Edit: changes an account's names, email and contact details (PUT /users/{id}; an emptied
 * phone or address is removed) and, for those who may, the roles it holds in the
 * organisation (PUT /users/{id}/roles, sent only when they changed). The API's refusals
 * ("You cannot grant ...", the last active admin) show in the dialog; what was typed stays.
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const orgId = useOrgId();
  const canSetRoles = useCan('user_roles:update');
  const update = useUpdateUser();
  const setRoles = useSetUserRoles();
  const heldRoles = rolesIn(user, orgId).map((role) => role.id);

  const save = async ({ password: _password, role_ids, ...values }: EditUserValues) => {
    await update.mutateAsync({
      id: user.id,
      username: values.username.trim(),
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      contact_info: { phone: values.contact_info.phone.trim(), address: values.contact_info.address.trim() },
    });
    if (canSetRoles && orgId && !sameRoles(role_ids, heldRoles)) {
      await setRoles.mutateAsync({ id: user.id, role_ids, organization_id: orgId });
    }
    showToast({ message: `User ${values.username.trim()} saved` });
    onClose();
  };

  return (
    <FormDialog<EditUserValues>
      title={`Edit user ${user.username}`}
      onClose={onClose}
      initialValues={{ ...userToValues(user), role_ids: heldRoles }}
      validationSchema={editUserSchema}
      onSubmit={save}
      explainErrors
      submitLabel="Save"
    >
      <UserFormFields />
      {canSetRoles && <RolesField />}
    </FormDialog>
  );
}
