import type { User } from '@maziwa/contracts';
import { Button, Dialog, Form, FormActions, SubmitButton } from '@maziwa/ui';
import { useUpdateUser } from '../api/update-user';
import { UserFormFields } from './user-form-fields';
import { editUserSchema, userToValues, type UserFormValues } from './user-form-schema';

export interface EditUserDialogProps {
  user: User;
  onClose(): void;
}

/**
 * Edit: changes an account's names, email and contact details (PUT /users/{id}); an
 * emptied phone or address is removed. The password is not changed here.
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const update = useUpdateUser();

  const save = async ({ password: _password, ...values }: UserFormValues) => {
    await update.mutateAsync({
      id: user.id,
      username: values.username.trim(),
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      contact_info: { phone: values.contact_info.phone.trim(), address: values.contact_info.address.trim() },
    });
    onClose();
  };

  return (
    <Dialog open title={`Edit user ${user.username}`} onClose={onClose}>
      <Form<UserFormValues> initialValues={userToValues(user)} validationSchema={editUserSchema} onSubmit={save}>
        <UserFormFields />
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
