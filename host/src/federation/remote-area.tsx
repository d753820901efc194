import type { RemoteId } from '@maziwa/contracts';
import { FilterBarFrame, ListPage, Spinner } from '@maziwa/ui';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { pageTop } from '../shell/sidebar-menu';
import { forgetRemote, loadRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

// One lazy component per remote: React keeps it (and its loaded routes) across renders.
// React.lazy remembers a failure for ever, so a failed one is dropped as it fails: the next
// render (Retry, another page of the remote, coming back to it) makes a new one.
const remoteAreas = new Map<RemoteId, ComponentType>();

function remoteRoutesOf(id: RemoteId): ComponentType {
  let area = remoteAreas.get(id);
  if (!area) {
    const made = lazy(async () => {
      try {
        const remote = await loadRemoteModule(id);
        return {
          default: function RemoteRoutes() {
            return useRoutes(remote.routes);
          },
        };
      } catch (error) {
        if (remoteAreas.get(id) === made) remoteAreas.delete(id);
        throw error;
      }
    });
    area = made;
    remoteAreas.set(id, area);
  }
  return area;
}

/**
 * Forgets everything loaded of a remote whose files did not arrive: its area here, its
 * container in the federation runtime (registered again, so its entry is fetched again) and
 * with it its routes module, whose pages' React.lazy keep their own failures. The next render
 * then loads the remote and the page afresh.
 */
function forgetRemoteArea(id: RemoteId): void {
  remoteAreas.delete(id);
  forgetRemote(id);
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
    forgetRemoteArea(id);
    setAttempt((n) => n + 1);
  };
  const RemoteRoutes = remoteRoutesOf(id);
  return (
    <RemoteErrorBoundary
      key={`${id}-${attempt}`}
      remote={id}
      resetKey={pathname}
      onRetry={retry}
      onLoadFailed={() => forgetRemoteArea(id)}
    >
      <Suspense fallback={<PageLoading pathname={pathname} />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * While a page's remote loads: the page's top as declared (heading, the sentence under it, its
 * buttons' row, its search box) above the spinner, the same as the page's first frame, so
 * nothing on screen changes between the frame, this and the page.
 */
export function PageLoading({ pathname }: { pathname: string }) {
  const top = pageTop(pathname);
  const spinner = <Spinner label="Loading..." />;
  if (!top) return spinner;
  return (
    <ListPage
      title={top.heading}
      description={top.description}
      // The buttons' place, empty: on a phone it holds the search box where the page's will be.
      actions={top.actions && <span className="mz-list-page__buttons-placeholder" />}
      filters={top.search && <FilterBarFrame search={top.search} />}
    >
      {spinner}
    </ListPage>
  );
}
