import { useSession } from '@maziwa/api-client';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from './loading-overlay';

export interface RequireAuthProps {
  /** Roles allowed here; a user holding none of them goes to /unauthorized. */
  roles?: readonly string[];
}

/**
 * Route guard of spec 6. While the session is checked: a delayed loading overlay. No
 * session: /login, remembering where the visitor was going (path, query and hash). With
 * `roles`: a user whose roles list shares none of them is sent to /unauthorized; a user
 * without a roles list passes, as the spec says.
 *
 * @example { element: <RequireAuth roles={['admin', 'user']} />, children: [...] }
 */
export function RequireAuth({ roles }: RequireAuthProps) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const location = useLocation();

  if (status === 'loading') return <LoadingOverlay />;
  if (status === 'anonymous' || !user) {
    const { pathname, search, hash } = location;
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />;
  }
  if (roles && Array.isArray(user.roles) && !user.roles.some((role) => roles.includes(role))) {
    return <Navigate to="/unauthorized" replace />;
  }
  return <Outlet />;
}
