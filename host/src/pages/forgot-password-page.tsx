import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card';

/**
 * Maziwa sends no e-mail yet, so there is no reset link to request: the page says who
 * can help instead of offering a form that would do nothing.
 */
export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot Password">
      <p className="mz-shell-auth__text">
        Passwords are reset by your organisation&apos;s administrator. Ask them to set a new password for you: they can
        do it in Maziwa under User Management.
      </p>
      <p className="mz-shell-auth__text">Once you have it, sign in and change it under Settings.</p>
      <p className="mz-shell-auth__footer">
        <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
