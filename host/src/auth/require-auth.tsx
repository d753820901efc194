// STUB (replaced by the shell work): guard of spec 6.
import { useSession } from '@maziwa/api-client';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

export function RequireAuth({ roles }: { roles?: string[] }) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (status === 'loading') return <div role="status">Loading...</div>;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  if (roles && user?.roles && !user.roles.some((r) => roles.includes(r))) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
