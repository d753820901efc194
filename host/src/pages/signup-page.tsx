import { authApi, useSession } from '@maziwa/api-client';
import { Form, SubmitButton, TextField } from '@maziwa/ui/forms';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../auth/landing';
import { AuthCard } from './auth-card';
import { withFieldLabels } from './labelled-field-errors';
import { signupSchema, type SignupValues } from './signup-schema';

const LABELS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  organization_name: 'Organisation Name',
  email: 'Email',
  password: 'Password',
  confirm_password: 'Confirm Password',
} satisfies Record<keyof SignupValues, string>;

const EMPTY: SignupValues = {
  first_name: '',
  last_name: '',
  organization_name: '',
  email: '',
  password: '',
  confirm_password: '',
};

/**
 * Creates an account and its organisation (the new user becomes its admin), then signs
 * in with the same credentials and opens the dashboard.
 */
export default function SignupPage() {
  const login = useSession((s) => s.login);
  const navigate = useNavigate();

  const createAccount = async (values: SignupValues) => {
    const email = values.email.trim();
    try {
      await authApi.register({
        email,
        password: values.password,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        organization_name: values.organization_name.trim(),
      });
    } catch (error) {
      // The Form shows the generic message and puts e.g. a 409 on the Email field.
      throw withFieldLabels(error, LABELS);
    }
    try {
      await login(email, values.password);
    } catch {
      // The account exists; submitting again would only say so. Let them sign in.
      await navigate('/login', { replace: true });
      return;
    }
    await navigate(HOME_PATH, { replace: true });
  };

  return (
    <AuthCard title="Create Account">
      <Form initialValues={EMPTY} validationSchema={signupSchema} onSubmit={createAccount}>
        <div className="mz-shell-auth__fields">
          <TextField name="first_name" label={LABELS.first_name} required autoComplete="given-name" />
          <TextField name="last_name" label={LABELS.last_name} required autoComplete="family-name" />
          <TextField name="organization_name" label={LABELS.organization_name} required autoComplete="organization" />
          <TextField name="email" label={LABELS.email} type="email" required autoComplete="email" />
          <TextField name="password" label={LABELS.password} type="password" required autoComplete="new-password" />
          <TextField
            name="confirm_password"
            label={LABELS.confirm_password}
            type="password"
            required
            autoComplete="new-password"
          />
          <SubmitButton className="mz-shell-auth__submit" size="large">
            Create Account
          </SubmitButton>
        </div>
      </Form>
      <p className="mz-shell-auth__footer">
        Already have an account? <Link to="/login">Sign In</Link>
      </p>
    </AuthCard>
  );
}
