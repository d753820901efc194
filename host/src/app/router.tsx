import { lazy } from 'react';
import { createBrowserRouter, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { LandingRedirect } from '../auth/landing-redirect';
import { LoadingOverlay } from '../auth/loading-overlay';
import { PageGuard } from '../auth/page-guard';
import { PublicOnly } from '../auth/public-only';
import { RequireAuth } from '../auth/require-auth';
import { RequireConsoleAccess } from '../auth/require-console-access';
import { consolePageAt } from '../federation/console-pages';
import { RemoteArea } from '../federation/remote-area';
import { ErrorPage } from '../pages/error-page';
import { ShellLayout } from '../shell/shell-layout';

const LoginPage = lazy(() => import('../pages/login-page'));
const SignupPage = lazy(() => import('../pages/signup-page'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password-page'));
const SettingsPage = lazy(() => import('../pages/settings-page'));
const UnauthorizedPage = lazy(() => import('../pages/unauthorized-page'));

/** Paths no remote declares are a 404, shown by the error page. */
function requireOwner({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (!consolePageAt(pathname)) {
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

/** The remote of the page, behind the page's permission (a page one may not read loads nothing). */
function RemoteSwitch() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const id = consolePageAt(path)?.remote;
  return id ? (
    <PageGuard path={path}>
      <RemoteArea id={id} />
    </PageGuard>
  ) : null;
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    // Shown while the first route's loader runs (a tick: it only checks the path).
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <ShellLayout />,
            children: [
              { path: '/unauthorized', element: <UnauthorizedPage /> },
              { path: '/settings', element: <SettingsPage /> },
              {
                // Accounts without any permission (Driver, Producer) go to /unauthorized.
                element: <RequireConsoleAccess />,
                children: [
                  { index: true, element: <LandingRedirect /> },
                  { path: '*', loader: requireOwner, element: <RemoteSwitch /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
