import { useSession } from '@maziwa/api-client';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from './loading-overlay';
import { redirectTarget } from './redirect-target';

/**
 * Wraps the sign-in pages. A visitor who is already signed in is sent on (replacing the
 * history entry) to the page they came from, or where they start: the dashboard (docs/screens.md#sign-in-pages)
 * when they may read it.
 */
export function PublicOnly() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (status === 'loading') return <LoadingOverlay />;
  if (status === 'authenticated') return <Navigate to={redirectTarget(location.state, user)} replace />;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <Outlet />
    </Suspense>
  );
}
