import { object, type InferType } from 'yup';
import { confirmationOf, newPassword } from '@maziwa/ui/forms';

/** Set temporary password: field names are the API's (new_password), so its 400 lands there. */
export const passwordResetSchema = object({
  new_password: newPassword('New Password'),
  confirm_password: confirmationOf('new_password'),
});

export type PasswordResetValues = InferType<typeof passwordResetSchema>;

export const emptyPasswordReset: PasswordResetValues = { new_password: '', confirm_password: '' };
