import { refreshActivityAfterWrites, useSession } from '@maziwa/api-client';
import type { CurrentUser, RemoteModule } from '@maziwa/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { SessionPermissions } from '../session-permissions';

// The first render of a test file loads the lazy page and ag-grid through the transform,
// and filling a whole form re-validates it on every keystroke: seconds on a busy two-core
// runner. Page tests get that patience; unit tests keep jest's defaults.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

export interface RenderOptions {
  /** The path the test starts on, e.g. '/payroll/pending-payments'. */
  route: string;
  /**
   * Default: the remote's signed-in user (its fixtures). Buttons follow their
   * `permissions`, e.g. `withRole(signedInUser, 'user')` for an office clerk.
   */
  user?: CurrentUser;
}

/**
 * A remote's page-test renderer: its real routes, as the host would mount them, with a
 * fresh query cache (no retries, so failures show at once) and a signed-in session whose
 * permissions decide which actions show, as in the host. A path
 * outside the remote shows "Outside <remote>: <path>", so a test sees where the app went.
 *
 * @example
 * // remotes/payroll/src/testing/render-with-providers.tsx
 * export const renderWithProviders = remoteRenderer(remote, signedInUser);
 * // a page test
 * const { user, router } = renderWithProviders({ route: '/payroll/pending-payments' });
 * await user.click(await screen.findByRole('button', { name: 'Process Payments' }));
 */
export function remoteRenderer(remote: RemoteModule, signedInUser: CurrentUser) {
  function OtherPage() {
    const { pathname } = useLocation();
    return <h1>{`Outside ${remote.id}: ${pathname}`}</h1>;
  }

  return function renderWithProviders({ route, user = signedInUser }: RenderOptions) {
    useSession.setState({ status: 'authenticated', user, orgId: user.organization_ids[0] ?? null });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    // As the console's: a saved write makes History and Activity read again.
    refreshActivityAfterWrites(queryClient);
    const router = createMemoryRouter(
      [
        {
          // Pages are lazy; the host gives them a Suspense boundary, so the test does too.
          element: (
            <Suspense fallback={<p>Loading page...</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [...remote.routes, { path: '*', element: <OtherPage /> }],
        },
      ],
      { initialEntries: [route] },
    );
    const view = render(
      <QueryClientProvider client={queryClient}>
        <SessionPermissions>
          <RouterProvider router={router} />
        </SessionPermissions>
      </QueryClientProvider>,
    );
    // No pause between keystrokes: a filled-in form is many of them.
    return { ...view, user: userEvent.setup({ delay: null }), router, queryClient };
  };
}
