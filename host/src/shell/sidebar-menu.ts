import { headingOf, normalizePath, type PageDeclaration } from '@maziwa/contracts';
import { currentConsole, type DeclaredConsole } from '../federation/console-pages';
import { iconNamed, type IconName } from './icons';

/** A page reachable from the sidebar. */
export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
  icon: IconName;
  /** What reading the page needs (its declaration's permission). */
  permission: string;
}

/**
 * A page of a group. `heading`: the page's h1 where it is not the menu label; the shell shows
 * it while the page's remote loads (pageHeading), so it must be the remote's h1 word for word.
 */
export interface MenuItem {
  label: string;
  path: string;
  heading?: string;
  /** What reading the page needs (its declaration's permission). */
  permission: string;
}

/** A collapsible group of pages (spec 2.2, the sidebar). */
export interface MenuGroup {
  kind: 'group';
  /** Stable key, also used for element ids. */
  id: string;
  label: string;
  icon: IconName;
  items: MenuItem[];
}

export type MenuEntry = MenuLink | MenuGroup;

/**
 * The side navigation, in display order, built from what the remotes declare (each page's
 * `menu`: its label, order and group; each group's label, icon and order). Nothing of it is
 * written in the host: a remote adds an entry by publishing. Each entry keeps the permission
 * its page needs, so readableMenu can hide it.
 */
export function buildMenu({ pages, groups }: DeclaredConsole): MenuEntry[] {
  const top: { order: number; entry: MenuEntry }[] = [];
  for (const page of pages) {
    if (!page.menu || page.menu.group !== undefined) continue;
    const entry: MenuLink = {
      kind: 'link',
      label: page.menu.label,
      path: page.path,
      icon: iconNamed(page.menu.icon),
      permission: page.permission,
    };
    top.push({ order: page.menu.order, entry });
  }
  for (const group of groups) {
    const items = pages
      .filter((page) => page.menu?.group === group.id)
      .sort((a, b) => a.menu!.order - b.menu!.order)
      .map((page): MenuItem => ({
        label: page.menu!.label,
        path: page.path,
        heading: page.heading,
        permission: page.permission,
      }));
    if (items.length === 0) continue;
    top.push({
      order: group.order,
      entry: { kind: 'group', id: group.id, label: group.label, icon: iconNamed(group.icon), items },
    });
  }
  return top.sort((a, b) => a.order - b.order).map(({ entry }) => entry);
}

let built: { from: DeclaredConsole; menu: MenuEntry[] } | undefined;

/** The menu of the manifest read at start. */
export function consoleMenu(): MenuEntry[] {
  const declared = currentConsole();
  if (built?.from !== declared) built = { from: declared, menu: buildMenu(declared) };
  return built.menu;
}

/**
 * The entries of the menu whose page `can` read; a group keeps its readable pages and
 * disappears with none.
 */
export function readableMenu(
  can: (permission: string) => boolean,
  menu: readonly MenuEntry[] = consoleMenu(),
): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return can(entry.permission) ? [entry] : [];
    const items = entry.items.filter((item) => can(item.permission));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

/** The paths of `menu`, top to bottom. */
export function menuPaths(menu: readonly MenuEntry[]): string[] {
  return menu.flatMap((entry) => (entry.kind === 'link' ? [entry.path] : entry.items.map((item) => item.path)));
}

/** The group holding the page at `pathname` (exact match only), if any. */
export function groupOfPath(pathname: string): MenuGroup | undefined {
  const path = normalizePath(pathname);
  return consoleMenu().find(
    (entry): entry is MenuGroup => entry.kind === 'group' && entry.items.some((item) => item.path === path),
  );
}

/** What the shell draws of a page before its code has arrived: its h1, and what its declaration says of the rest of its top. */
export type PageTop = Pick<PageDeclaration, 'description' | 'search' | 'actions'> & { heading: string };

/**
 * The top of the page at `pathname` (exact match only) as its remote declares it, if the
 * page has a heading (its own, else its menu label). The shell draws it while that page's
 * remote is still on its way, as the page's file does before any script
 * (host/src/shell/first-frame.html), so a phone on mobile data sees the page named at once
 * instead of after the remote's files arrive (bench/README.md, lighthouse).
 */
export function pageTop(pathname: string): PageTop | undefined {
  const path = normalizePath(pathname);
  const page = currentConsole().pages.find((candidate) => candidate.path === path);
  const heading = page && headingOf(page);
  return page && heading !== undefined
    ? { heading, description: page.description, search: page.search, actions: page.actions }
    : undefined;
}
