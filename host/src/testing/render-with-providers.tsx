import { refreshActivityAfterWrites } from '@maziwa/api-client';
import type { CurrentUser } from '@maziwa/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { routes as appRoutes } from '../app/router';
import { setViewportWidth } from './fake-match-media';
import { resetSession, signInAs } from './fake-session';

// Tests share a small, busy machine: a sign-in that takes a few renders must not fail
// on the default 1 s wait for what the person would see.
configure({ asyncUtilTimeout: 3000 });

export interface RenderOptions {
  /** The route tree; the console's real one by default. */
  routes?: RouteObject[];
  /** History entries; the last one is shown. Default: the `path` argument. */
  initialEntries?: InitialEntry[];
  /** Signed in as this user; otherwise the session is reset to `session`. */
  signedInAs?: CurrentUser;
  /** Session status when nobody is signed in. Default anonymous. */
  session?: 'anonymous' | 'loading';
  /** Window width for media queries. Default 1024 (sidebar beside the content). */
  width?: number;
  /** For fake timers: `{ advanceTimers: jest.advanceTimersByTime }`. */
  userEvent?: UserEventOptions;
}

export interface RenderWithProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /** user-event, set up for this render. */
  user: UserEvent;
}

/**
 * Renders the console at `path` the way the app does (a data router and a query cache),
 * with a fresh cache that does not retry, and a session decided by the options.
 *
 * @example
 * const { user, router } = renderWithProviders('/payroll/pending-payments', { signedInAs: demoUser });
 * await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
 * expect(router.state.location.pathname).toBe('/dashboard');
 */
export function renderWithProviders(path = '/', options: RenderOptions = {}): RenderWithProvidersResult {
  setViewportWidth(options.width ?? 1024);
  if (options.signedInAs) signInAs(options.signedInAs);
  else resetSession(options.session ?? 'anonymous');

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // As the console's: a saved write makes History and Activity read again.
  refreshActivityAfterWrites(queryClient);
  const router = createMemoryRouter(options.routes ?? appRoutes, {
    initialEntries: options.initialEntries ?? [path],
  });
  const user = userEvent.setup(options.userEvent);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, user };
}

/** The path, query and hash the router is showing. */
export function currentUrl(router: RenderWithProvidersResult['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
