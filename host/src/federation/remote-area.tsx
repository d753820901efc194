import type { RemoteId } from '@maziwa/contracts';
import { Spinner } from '@maziwa/ui';
import { Suspense, use, useState } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { forgetRemote, loadRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

function RemoteRoutes({ id }: { id: RemoteId }) {
  const remote = use(loadRemoteModule(id));
  return useRoutes(remote.routes);
}

/**
 * Mounts one remote's routes in the content area: fetched on first visit, behind its own
 * error boundary and loading state.
 */
export function RemoteArea({ id }: { id: RemoteId }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(id);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${id}-${attempt}`} resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <RemoteRoutes id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
