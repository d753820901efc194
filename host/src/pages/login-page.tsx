import { errorMessage, LOGIN_MESSAGES, useSession } from '@maziwa/api-client';
import type { CurrentUser } from '@maziwa/contracts';
import { CheckboxField, Form, SubmitButton, TextField } from '@maziwa/ui/forms';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { redirectTarget } from '../auth/redirect-target';
import { AuthCard } from './auth-card';
import { loginSchema, type LoginValues } from './login-schema';
import { forgetEmail, rememberedEmail, rememberEmail } from './remembered-email';

/**
 * Sign-in (docs/screens.md#login). On success the visitor goes on to the page they were sent away
 * from, or where they start (the dashboard when they may read it); on failure the
 * session's message (docs/rules.md#sign-in-messages) shows in an alert and what was typed stays.
 */
export default function LoginPage() {
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [initialValues] = useState<LoginValues>(() => {
    const email = rememberedEmail();
    return { email: email ?? '', password: '', remember: email !== null };
  });

  const signIn = async ({ email, password, remember }: LoginValues) => {
    setFailure(null);
    const address = email.trim();
    // An unticked box forgets at once: the person asked not to be remembered here.
    if (!remember) forgetEmail();
    let user: CurrentUser;
    try {
      user = await login(address, password);
    } catch (error) {
      setFailure(errorMessage(error, LOGIN_MESSAGES.failed));
      return;
    }
    if (remember) rememberEmail(address);
    await navigate(redirectTarget(location.state, user), { replace: true });
  };

  return (
    <AuthCard title="Login to Account">
      <Form initialValues={initialValues} validationSchema={loginSchema} onSubmit={signIn}>
        <div className="mz-shell-auth__fields">
          <TextField name="email" label="Email" type="email" required autoComplete="username" />
          <TextField name="password" label="Password" type="password" required autoComplete="current-password" />
          <div className="mz-shell-auth__row">
            <CheckboxField name="remember" label="Remember Password" />
            <Link to="/forgot-password">Forget Password?</Link>
          </div>
          {failure && (
            <p className="mz-shell-auth__alert" role="alert">
              {failure}
            </p>
          )}
          <SubmitButton className="mz-shell-auth__submit" size="large">
            Sign In
          </SubmitButton>
        </div>
      </Form>
      <p className="mz-shell-auth__footer">
        New to Maziwa? <Link to="/signup">Create Account</Link>
      </p>
    </AuthCard>
  );
}
