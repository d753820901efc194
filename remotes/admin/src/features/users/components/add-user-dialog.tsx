import { useOrgId } from '@maziwa/api-client';
import type { Id, UserCreate } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { FormDialog } from '@maziwa/ui/forms';
import { useCreateUser } from '../api/create-user';
import { UserFormFields } from './user-form-fields';
import { addUserSchema, emptyUser, type UserFormValues } from '../model/user-form-schema';

/** Empty contact details are left out rather than stored as ''. */
function contactOf({ phone, address }: UserFormValues['contact_info']) {
  return { ...(phone.trim() ? { phone: phone.trim() } : {}), ...(address.trim() ? { address: address.trim() } : {}) };
}

function toCreate(values: UserFormValues, orgId: Id): UserCreate {
  return {
    username: values.username.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    contact_info: contactOf(values.contact_info),
    organization_ids: [orgId],
    is_active: true,
    status: 'active',
    password: values.password,
  };
}

/**
 * Add User: a staff account in the signed-in user's organisation (POST /users). The API's
 * field errors (e.g. an email already registered) appear at their fields.
 */
export function AddUserDialog({ onClose }: { onClose(): void }) {
  const orgId = useOrgId();
  const create = useCreateUser();

  const save = async (values: UserFormValues) => {
    const created = await create.mutateAsync(toCreate(values, orgId!));
    showToast({ message: `User ${created.username} saved` });
    onClose();
  };

  return (
    <FormDialog<UserFormValues>
      title="Add User"
      onClose={onClose}
      initialValues={emptyUser}
      validationSchema={addUserSchema}
      onSubmit={save}
      submitLabel="Save User"
    >
      <UserFormFields withPassword />
    </FormDialog>
  );
}
