import type { RemoteId } from '@maziwa/contracts';
import { ListPage, Spinner } from '@maziwa/ui';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { pageHeading } from '../shell/sidebar-menu';
import { forgetRemote, loadRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

// One lazy component per remote: React keeps it (and its loaded routes) across renders.
// A failed one is dropped on Retry, since React.lazy remembers a failure for ever.
const remoteAreas = new Map<RemoteId, ComponentType>();

function remoteRoutesOf(id: RemoteId): ComponentType {
  let area = remoteAreas.get(id);
  if (!area) {
    area = lazy(async () => {
      const remote = await loadRemoteModule(id);
      return {
        default: function RemoteRoutes() {
          return useRoutes(remote.routes);
        },
      };
    });
    remoteAreas.set(id, area);
  }
  return area;
}

/** Drops every remote's area, so the next render loads each remote afresh (tests change remotes between renders). */
export function forgetRemoteAreas(): void {
  remoteAreas.clear();
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
    remoteAreas.delete(id);
    setAttempt((n) => n + 1);
  };
  const RemoteRoutes = remoteRoutesOf(id);
  return (
    <RemoteErrorBoundary key={`${id}-${attempt}`} remote={id} resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<PageLoading pathname={pathname} />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** While a page's remote loads: the page's heading, when the menu knows it, above the spinner. */
export function PageLoading({ pathname }: { pathname: string }) {
  const heading = pageHeading(pathname);
  const spinner = <Spinner label="Loading..." />;
  return heading ? <ListPage title={heading}>{spinner}</ListPage> : spinner;
}
