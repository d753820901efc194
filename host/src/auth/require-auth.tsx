import { useSession } from '@maziwa/api-client';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from './loading-overlay';

/**
 * Route guard (docs/roles.md#console-access). While the session is checked: a delayed loading overlay. No
 * session: /login, remembering where the visitor was going (path, query and hash). What a
 * signed-in person may open is RequireConsoleAccess's and the page guard's to decide.
 *
 * @example { element: <RequireAuth />, children: [...] }
 */
export function RequireAuth() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const location = useLocation();

  if (status === 'loading') return <LoadingOverlay />;
  if (status === 'anonymous' || !user) {
    const { pathname, search, hash } = location;
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />;
  }
  return <Outlet />;
}
