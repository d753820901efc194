import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { declarationProblems, type RemoteModule } from '@maziwa/contracts';
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
 * The contract every remote keeps with the host: its pages.json is sound, it serves exactly
 * the paths it declares there (the host routes those to it), and each page shows its title
 * as the page heading.
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
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    });
  });
}
