import type { User } from '@maziwa/contracts';
import { Button, Dialog } from '@maziwa/ui';
import { FormDialog, TextField } from '@maziwa/ui/forms';
import { useState } from 'react';
import { useResetUserPassword } from '../api/reset-user-password';
import { emptyPasswordReset, passwordResetSchema, type PasswordResetValues } from '../model/password-reset-schema';

export interface PasswordResetDialogProps {
  user: User;
  onClose(): void;
}

/**
 * Set temporary password: an administrator gives someone a new password to pass on (POST
 * /users/{id}/password-reset); every sign-in of that account ends. A password the API
 * refuses (too common) is shown at the field; once set, the dialog says so.
 */
export function PasswordResetDialog({ user, onClose }: PasswordResetDialogProps) {
  const reset = useResetUserPassword();
  const [done, setDone] = useState(false);
  const title = `Set temporary password for ${user.username}`;

  const save = async ({ new_password }: PasswordResetValues) => {
    await reset.mutateAsync({ id: user.id, new_password });
    setDone(true);
  };

  if (done) {
    return (
      <Dialog open title={title} onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
        <p className="mz-dialog__text" role="status">
          Temporary password set. Tell {user.username} the new password; they can change it in Settings. Their other
          sign-ins have ended.
        </p>
      </Dialog>
    );
  }

  return (
    <FormDialog<PasswordResetValues>
      title={title}
      onClose={onClose}
      intro={`${user.username} signs in with this password from now on and is signed out everywhere else.`}
      initialValues={emptyPasswordReset}
      validationSchema={passwordResetSchema}
      onSubmit={save}
      explainErrors
      submitLabel="Set Password"
    >
      {/* Lets password managers tie the new password to the right account. */}
      <input type="text" name="username" value={user.email} autoComplete="username" readOnly hidden />
      <TextField name="new_password" label="New Password" type="password" required autoComplete="new-password" />
      <TextField
        name="confirm_password"
        label="Confirm New Password"
        type="password"
        required
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
