import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { declarationProblems, headingOf, type RemoteModule } from '@maziwa/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders one route of a remote as the host would mount it (fresh cache, no retries). */
export function renderRemoteRoute(remote: RemoteModule, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(remote.routes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/**
 * The page's top as it is on screen: the sentence under its h1, whether its header has buttons,
 * and the placeholder of the search box that comes first right under its header. The page's first frame draws what the
 * page declares of these, so the two must be the same (host/src/shell/first-frame.html).
 */
function renderedTop(heading: HTMLElement): { description?: string; search?: string; actions: boolean } {
  const header = heading.closest('.mz-list-page__header');
  const description = header?.querySelector('.mz-list-page__description')?.textContent ?? undefined;
  const next = header?.nextElementSibling;
  const first = next?.classList.contains('mz-filter-bar') ? next.querySelector('.mz-filter-bar__control') : null;
  const search = first?.querySelector<HTMLInputElement>('input[type="search"]')?.placeholder;
  // Buttons shown to everyone (the test has no permissions: what Can hides does not count).
  const actions = header?.querySelector('.mz-list-page__actions button') != null;
  return { description, search, actions };
}

/**
 * The contract every remote keeps with the host: its pages.json is sound, it serves exactly
 * the paths it declares there (the host routes those to it), and each page shows its title
 * as the page heading, with the heading, description and search box it declares for its
 * first frame.
 *
 * @example describeRemoteRoutes(remote, { '/payroll/pending-payments': 'Pending Payments' });
 */
export function describeRemoteRoutes(remote: RemoteModule, titles: Record<string, string>) {
  describe(`the ${remote.id} remote`, () => {
    it('declares its pages soundly', () => {
      expect(declarationProblems(remote.declaration)).toEqual([]);
    });

    it('serves exactly the paths it declares', () => {
      const paths = remote.routes.map((route) => route.path).sort();
      expect(paths).toEqual(remote.declaration.pages.map((page) => page.path).sort());
    });

    it.each(Object.entries(titles))('renders %s with the heading %s', async (path, title) => {
      renderRemoteRoute(remote, path);
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const declared = remote.declaration.pages.find((page) => page.path === path);
      if (declared && headingOf(declared)) expect(headingOf(declared)).toBe(title);
      expect(renderedTop(heading)).toEqual({
        description: declared?.description,
        search: declared?.search,
        actions: declared?.actions ?? false,
      });
    });
  });
}
