// STUB (replaced by the shell work).
import { useSession } from '@maziwa/api-client';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

export function PublicOnly() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <div role="status">Loading...</div>;
  if (status === 'authenticated') {
    const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '/dashboard';
    return <Navigate to={from} replace />;
  }
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
