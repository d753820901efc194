import { createQueryClient, useSession } from '@maziwa/api-client';
import type { RemoteModule } from '@maziwa/contracts';
import { Button, Spinner } from '@maziwa/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, NavLink, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { StandaloneLogin } from './standalone-login';

function Frame({ remote }: { remote: RemoteModule }) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const paths = remote.routes.map((route) => route.path).filter((path): path is string => !!path);
  return (
    <>
      <nav className="mz-dev-shell__bar" aria-label={`${remote.id} pages`}>
        <strong>Maziwa · {remote.id} (standalone)</strong>
        {paths.map((path) => (
          <NavLink key={path} to={path}>
            {path}
          </NavLink>
        ))}
        <span>{user?.email}</span>
        <Button variant="ghost" size="small" onClick={() => void logout()}>
          Logout
        </Button>
      </nav>
      <main className="mz-dev-shell__main">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

function Gate({ remote }: { remote: RemoteModule }) {
  const status = useSession((s) => s.status);
  if (status === 'loading') return <Spinner label="Loading..." />;
  if (status === 'anonymous') return <StandaloneLogin remoteId={remote.id} />;
  return <Frame remote={remote} />;
}

/** Renders one remote's routes with its own sign-in, query cache and router. */
export function StandaloneApp({ remote }: { remote: RemoteModule }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <Gate remote={remote} />,
        children: [
          { index: true, element: <Navigate to={remote.routes[0]?.path ?? '/'} replace /> },
          ...remote.routes,
        ],
      },
    ]),
  );
  const init = useSession((s) => s.init);
  useEffect(() => {
    void init();
  }, [init]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
