import type { DeclaredPath, PageDeclaration, RemoteDeclaration, RemoteId } from '@maziwa/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CHUNK_RETRY_DELAYS_MS, loadChunk } from './chunk-load';

/**
 * What a page is given by its route: its own declaration from pages.json, so that it draws its
 * description and search placeholder from there (as its first frame does) instead of naming
 * its path a second time to look them up.
 */
export interface PageProps {
  page: PageDeclaration;
}

/** A page as a remote's routes load it: `lazyPage(() => import(...))` of a page module. */
export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * A page loaded on its first visit: React.lazy of the page's module, whose chunk is asked for
 * again with backoff when it does not arrive (loadChunk), so a short outage, or the failed
 * preload a remote that was down leaves behind, does not fail the page. One that still fails
 * stays failed, as React.lazy keeps a failure: the host's Retry then loads the remote afresh,
 * its routes and their pages with it.
 *
 * @example '/payroll/rates': lazyPage(() => import('./pages/rates-page')), // with its webpackChunkName
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType<PageProps> }>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): LazyPage {
  return lazy(() => loadChunk(load, delays));
}

/**
 * A remote's pages by the path each is declared at: every path its pages.json declares and no
 * other, or typecheck fails (the path names come from `pnpm declared-pages`).
 */
export type PageMap<R extends RemoteId> = Record<DeclaredPath<R>, LazyPage>;

/**
 * A remote's routes, read from its declaration: one per declared page, in the declared order,
 * each rendering its page with the page's own declaration. A page the declaration lacks, or a
 * declared page without one, throws (the remote's route test fails on it first).
 *
 * @example routes: pageRoutes<'payroll'>(declaration, { '/payroll/rates': lazyPage(() => import('./pages/rates-page')), ... })
 */
export function pageRoutes<R extends RemoteId>(declaration: RemoteDeclaration, pages: PageMap<R>): RouteObject[] {
  const byPath: Record<string, LazyPage | undefined> = pages;
  const undeclared = Object.keys(byPath).filter((path) => !declaration.pages.some((page) => page.path === path));
  if (undeclared.length) throw new Error(`pages.json does not declare ${undeclared.join(', ')}`);
  return declaration.pages.map((page) => {
    const Page = byPath[page.path];
    if (!Page) throw new Error(`pages.json declares ${page.path}, but routes.tsx has no page for it`);
    return { path: page.path, element: <Page page={page} /> };
  });
}
