import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { lazyPage, pageRoutes, type LazyPage, type PageProps } from './page-routes';

const declaration = {
  pages: [
    { path: '/reports/quality', permission: 'reports:read', description: 'How good the milk was.' },
    { path: '/dashboard', permission: 'reports:read' },
  ],
};

const pageShowing = (text: (props: PageProps) => string): LazyPage =>
  lazy(async () => ({ default: (props: PageProps) => <h1>{text(props)}</h1> }));

// The maps below are typed loosely on purpose: the compiler's own check (PageMap) is what
// routes.tsx meets; here the run-time guard behind it is tried.
const loosely = (pages: Record<string, LazyPage>) => pages as never;

describe('pageRoutes', () => {
  it('makes one route per declared page, in the declared order, each page given its declaration', async () => {
    const routes = pageRoutes(
      declaration,
      loosely({
        '/dashboard': pageShowing(() => 'Dashboard'),
        '/reports/quality': pageShowing(({ page }) => page.description ?? ''),
      }),
    );
    expect(routes.map((route) => route.path)).toEqual(['/reports/quality', '/dashboard']);
    const router = createMemoryRouter(routes, { initialEntries: ['/reports/quality'] });
    render(
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'How good the milk was.' })).toBeInTheDocument();
  });

  it('throws for a declared page without a page, and for a page nobody declared', () => {
    expect(() => pageRoutes(declaration, loosely({ '/dashboard': pageShowing(() => '') }))).toThrow(
      'pages.json declares /reports/quality, but routes.tsx has no page for it',
    );
    const pages = {
      '/dashboard': pageShowing(() => ''),
      '/reports/quality': pageShowing(() => ''),
      '/reports/gone': pageShowing(() => ''),
    };
    expect(() => pageRoutes(declaration, loosely(pages))).toThrow('pages.json does not declare /reports/gone');
  });

  it("loads a page whose chunk arrives only when asked again (lazyPage), as a remote's routes do", async () => {
    let requests = 0;
    const page = lazyPage(async () => {
      requests += 1;
      if (requests === 1) throw Object.assign(new Error('Loading chunk 28 failed.'), { name: 'ChunkLoadError' });
      return { default: ({ page: { description } }: PageProps) => <h1>{description}</h1> };
    }, [0]);
    const routes = pageRoutes(declaration, loosely({ '/dashboard': pageShowing(() => ''), '/reports/quality': page }));
    render(
      <Suspense>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/reports/quality'] })} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'How good the milk was.' })).toBeInTheDocument();
    expect(requests).toBe(2);
  });
});
