import { useSession, usersApi } from '@maziwa/api-client';
import { DetailsList, showToast } from '@maziwa/ui';
import { Form, FormActions, SubmitButton, TextField } from '@maziwa/ui/forms';
import type { FormikHelpers } from 'formik';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { withFieldLabels } from './labelled-field-errors';
import './console-page.css';

const LABELS = {
  old_password: 'Current Password',
  new_password: 'New Password',
  confirm_password: 'Confirm New Password',
} satisfies Record<keyof ChangePasswordValues, string>;

const EMPTY: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

/** The signed-in user's account: who they are, and a form to change their password. */
export default function SettingsPage() {
  const user = useSession((s) => s.user);
  const orgId = useSession((s) => s.orgId);

  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  const role = user.role ?? user.roles?.join(', ');

  const changePassword = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    try {
      await usersApi.changePassword(user.id, { old_password: values.old_password, new_password: values.new_password });
    } catch (error) {
      // A wrong current password comes back as a 400 on old_password: the Form shows it there.
      throw withFieldLabels(error, { ...LABELS, old_password: 'Current password' });
    }
    // Passwords do not linger in the form once they have done their job.
    helpers.resetForm();
    // Said as every save is: by the shell's toast.
    showToast({ message: 'Password changed' });
  };

  return (
    <div className="mz-shell-page">
      <h1 className="mz-shell-page__title">Settings</h1>

      <section className="mz-shell-page__panel" aria-labelledby="mz-settings-account">
        <h2 id="mz-settings-account" className="mz-shell-page__panel-title">
          Account
        </h2>
        <DetailsList
          emptyText="None"
          items={[
            { label: 'Name', value: name },
            { label: 'Email', value: user.email },
            { label: 'Role', value: role },
            { label: 'Organisation ID', value: orgId ?? user.organization_ids?.[0] },
          ]}
        />
      </section>

      <section className="mz-shell-page__panel" aria-labelledby="mz-settings-password">
        <h2 id="mz-settings-password" className="mz-shell-page__panel-title">
          Change Password
        </h2>
        <Form initialValues={EMPTY} validationSchema={changePasswordSchema} onSubmit={changePassword}>
          <div className="mz-shell-page__fields">
            {/* Lets password managers tie the new password to the right account. */}
            <input type="text" name="username" value={user.email} autoComplete="username" readOnly hidden />
            <TextField
              name="old_password"
              label={LABELS.old_password}
              type="password"
              required
              autoComplete="current-password"
            />
            <TextField
              name="new_password"
              label={LABELS.new_password}
              type="password"
              required
              autoComplete="new-password"
            />
            <TextField
              name="confirm_password"
              label={LABELS.confirm_password}
              type="password"
              required
              autoComplete="new-password"
            />
          </div>
          <FormActions>
            <SubmitButton>Change Password</SubmitButton>
          </FormActions>
        </Form>
      </section>
    </div>
  );
}
