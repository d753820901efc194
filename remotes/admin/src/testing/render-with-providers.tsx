import { useSession } from '@maziwa/api-client';
import type { CurrentUser } from '@maziwa/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { remote } from '../routes';
import { signedInUser } from './fixtures';

// The first render of a test file loads the lazy page and ag-grid through the transform,
// and filling a whole form re-validates it on every keystroke: seconds on a busy two-core
// runner. Page tests get that patience; unit tests keep jest's defaults.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

export interface RenderOptions {
  /** The path the test starts on, e.g. '/user-management/users'. */
  route: string;
  /** Default: an admin of TEST_ORG_ID. */
  user?: CurrentUser;
}

/** Stands in for pages other remotes or the host serve: it says where the app went. */
function OtherPage() {
  const { pathname } = useLocation();
  return <h1>Outside admin: {pathname}</h1>;
}

/**
 * Renders this remote's real routes, as the host would mount them, with a fresh query
 * cache (no retries, so failures show at once) and a signed-in session.
 *
 * @example
 * const { user } = renderWithProviders({ route: '/user-management/users' });
 * await user.click(await screen.findByRole('button', { name: 'Add User' }));
 * expect(await screen.findByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
 */
export function renderWithProviders({ route, user = signedInUser }: RenderOptions) {
  useSession.setState({ status: 'authenticated', user, orgId: user.organization_ids[0] ?? null });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
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
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // No pause between keystrokes: a filled-in user form is many of them.
  return { ...view, user: userEvent.setup({ delay: null }), router, queryClient };
}
