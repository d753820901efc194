import { Button } from '@maziwa/ui';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../auth/landing';
import { useLogout } from '../auth/use-logout';
import './console-page.css';

/**
 * Where the guard sends a signed-in account without console access: one holding no
 * permission (Driver, Producer). They can try the dashboard or sign out and in as someone else.
 */
export default function UnauthorizedPage() {
  const logout = useLogout();
  return (
    <div className="mz-shell-page">
      <h1 className="mz-shell-page__title">Unauthorized</h1>
      <section className="mz-shell-page__panel">
        <p className="mz-shell-page__text">
          Your account has no role that is allowed to open the console: drivers and producers are records, not console
          users. Ask your organisation&apos;s administrator to give you a role, or sign in with another account.
        </p>
        <div className="mz-shell-page__actions">
          <Link to={HOME_PATH}>Go to Dashboard</Link>
          <Button variant="secondary" onClick={() => void logout()}>
            Logout
          </Button>
        </div>
      </section>
    </div>
  );
}
