import { hasConsoleAccess, useSession } from '@maziwa/api-client';
import { Navigate, Outlet } from 'react-router-dom';

/**
 * The console is for accounts holding at least one permission: a Driver or a Producer
 * (people records, nothing granted) is sent to /unauthorized. Decided by permissions, not
 * role names, so a role an admin adds works as soon as it grants something.
 */
export function RequireConsoleAccess() {
  const user = useSession((s) => s.user);
  if (!hasConsoleAccess(user)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
