import { object, string, type InferType } from 'yup';
import { confirmationOf, newPassword } from '@maziwa/ui/forms';

/** Field names are the API's (POST /users/{id}/password), so its field errors land on them. */
export const changePasswordSchema = object({
  old_password: string().required('Current password is required'),
  new_password: newPassword('New password'),
  confirm_password: confirmationOf('new_password'),
});

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
