import { TextField } from '@maziwa/ui/forms';

/** The account fields of Add User and Edit User; the password only when adding. */
export function UserFormFields({ withPassword = false }: { withPassword?: boolean }) {
  return (
    <>
      <TextField name="username" label="Username" required autoComplete="off" />
      <TextField name="first_name" label="First Name" required autoComplete="off" />
      <TextField name="last_name" label="Last Name" required autoComplete="off" />
      <TextField name="email" label="Email" type="email" required autoComplete="off" />
      <TextField name="contact_info.phone" label="Phone" type="tel" autoComplete="off" />
      <TextField name="contact_info.address" label="Address" autoComplete="off" />
      {withPassword && (
        <TextField name="password" label="Password" type="password" required autoComplete="new-password" />
      )}
    </>
  );
}
