import { remoteForPath } from '@maziwa/contracts';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '../auth/loading-overlay';
import { PublicOnly } from '../auth/public-only';
import { RequireAuth } from '../auth/require-auth';
import { RemoteArea } from '../federation/remote-area';
import { ErrorPage } from '../pages/error-page';
import { ShellLayout } from '../shell/shell-layout';

const LoginPage = lazy(() => import('../pages/login-page'));
const SignupPage = lazy(() => import('../pages/signup-page'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password-page'));
const SettingsPage = lazy(() => import('../pages/settings-page'));
const UnauthorizedPage = lazy(() => import('../pages/unauthorized-page'));

/** Roles allowed on every console page (spec 2.1: login required, role admin or user). */
export const CONSOLE_ROLES = ['admin', 'user'];

/** Paths no remote owns are a 404, shown by the error page. */
function requireOwner({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (!remoteForPath(pathname.replace(/\/+$/, '') || '/')) {
    throw new Response(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

function RemoteSwitch() {
  const { pathname } = useLocation();
  const id = remoteForPath(pathname.replace(/\/+$/, ''));
  return id ? <RemoteArea id={id} /> : null;
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
                element: <RequireAuth roles={CONSOLE_ROLES} />,
                children: [
                  { index: true, element: <Navigate to="/dashboard" replace /> },
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
