import type { RouteObject } from 'react-router-dom';
import type { DeclaredPages } from './generated/declared-pages';
import remoteIds from './remote-ids.json';

/** One of the seven independently deployed parts of the console. */
export type RemoteId = keyof DeclaredPages;

/**
 * The seven remotes, in the console's order. The one list is ./remote-ids.json:
 * lint (shared/tooling/eslint) and the start script (deploy/scripts/start.mjs) read it too,
 * and the declared-pages script writes RemoteId's names from it.
 */
export const REMOTE_IDS = remoteIds as readonly RemoteId[];

/**
 * What every remote exposes as `<remote>/routes`. Route paths are absolute (they start
 * with `/`), so the host can mount them as they are.
 */
export interface RemoteModule {
  id: RemoteId;
  routes: RouteObject[];
  /** Its pages.json: what it serves and lists (the standalone dev shell and the tests read it here). */
  declaration: RemoteDeclaration;
}

/**
 * One page a remote serves, as the remote declares it (remotes/<name>/src/pages.json). The
 * build copies the declarations beside the remote's files, publishing copies them into the
 * remote's line of /remotes.json, and the host routes, guards and lists the page from that
 * line alone: a remote adds a page without a host build.
 */
export interface PageDeclaration {
  /** Absolute path; a `:name` segment (a record's id) stands for any one segment. */
  path: string;
  /**
   * `resource:action` reading the page needs: what the API asks of the page's main call (an
   * add page asks for the `:create` it exists for). Anyone else gets "no access".
   */
  permission: string;
  /** The page's h1 where it differs from its menu label; the shell shows it while the remote loads. */
  heading?: string;
  /**
   * The sentence under the page's h1 (a list page's `description`), drawn with the h1 by the
   * page's first frame. On a phone it is often the page's largest text, so having it in the
   * page's file, not in its code, shows the page's main text seconds sooner (bench/README.md).
   * The page's code draws it from here too (its `page` prop, see pageRoutes).
   */
  description?: string;
  /**
   * The placeholder of the search box that comes right under the page's header (its
   * FilterBar's first control), which the first frame draws there for the same reason, and
   * the page's FilterBar takes from here (its `page` prop, see pageRoutes).
   */
  search?: string;
  /**
   * The page's header has buttons (ListPage's `actions`) for everyone who may open it. On a
   * phone they take a row of their own under the h1, which the first frame keeps empty, so
   * that its search box is where the page's will be.
   */
  actions?: boolean;
  /** Its sidebar entry; a page without one opens from another page (a record, an add form). */
  menu?: MenuDeclaration;
}

/** A sidebar entry: a link at the top level, or an item of a group. */
export interface MenuDeclaration {
  label: string;
  /** Position among the top-level entries (a link), or within its group (an item). */
  order: number;
  /** A top-level link's icon (a name the host draws; an unknown one gets a plain dot). */
  icon?: string;
  /** The id of the group it sits in (declared in `groups`); none: a top-level link. */
  group?: string;
}

/** A collapsible sidebar group; several remotes may put items in one group. */
export interface MenuGroupDeclaration {
  /** Stable key, also used for element ids. */
  id: string;
  label: string;
  icon: string;
  /** Position among the top-level entries. */
  order: number;
}

/** What a remote declares of itself: the content of its pages.json. */
export interface RemoteDeclaration {
  groups?: MenuGroupDeclaration[];
  pages: PageDeclaration[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOrder = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isMenu(value: unknown): value is MenuDeclaration {
  const menu = value as MenuDeclaration;
  return (
    typeof menu === 'object' &&
    menu !== null &&
    isText(menu.label) &&
    isOrder(menu.order) &&
    (menu.icon === undefined || isText(menu.icon)) &&
    (menu.group === undefined || isText(menu.group))
  );
}

function isPage(value: unknown): value is PageDeclaration {
  const page = value as PageDeclaration;
  return (
    typeof page === 'object' &&
    page !== null &&
    isText(page.path) &&
    page.path.startsWith('/') &&
    isText(page.permission) &&
    /^[a-z_]+:[a-z_]+$/.test(page.permission) &&
    (page.heading === undefined || isText(page.heading)) &&
    (page.description === undefined || isText(page.description)) &&
    (page.search === undefined || isText(page.search)) &&
    (page.actions === undefined || typeof page.actions === 'boolean') &&
    (page.menu === undefined || isMenu(page.menu))
  );
}

function isGroup(value: unknown): value is MenuGroupDeclaration {
  const group = value as MenuGroupDeclaration;
  return (
    typeof group === 'object' &&
    group !== null &&
    isText(group.id) &&
    isText(group.label) &&
    isText(group.icon) &&
    isOrder(group.order)
  );
}

/**
 * The problems of a remote's declaration (read from JSON, so anything may be there), in
 * words; none: it is sound. Publishing refuses a remote with problems; the host skips what
 * is unsound rather than break the whole console.
 */
export function declarationProblems(value: unknown): string[] {
  const declaration = value as RemoteDeclaration;
  if (typeof declaration !== 'object' || declaration === null || !Array.isArray(declaration.pages)) {
    return ['"pages" must be a list of pages'];
  }
  const problems: string[] = [];
  const groups = declaration.groups ?? [];
  if (!Array.isArray(groups)) return ['"groups" must be a list of groups'];
  groups.forEach((group, i) => {
    if (!isGroup(group)) problems.push(`groups[${i}] needs an id, a label, an icon and an order`);
  });
  const seen = new Set<string>();
  declaration.pages.forEach((page, i) => {
    if (!isPage(page)) {
      problems.push(`pages[${i}] needs a path starting with "/", a permission "resource:action" and a sound menu`);
      return;
    }
    if (seen.has(page.path)) problems.push(`pages[${i}]: ${page.path} is declared twice`);
    seen.add(page.path);
    if (page.menu?.group !== undefined && !groups.some((group) => group.id === page.menu!.group)) {
      problems.push(`pages[${i}]: group "${page.menu.group}" is not declared in "groups"`);
    }
  });
  return problems;
}

/** A declared page with the remote that serves it. */
export interface ConsolePage extends PageDeclaration {
  remote: RemoteId;
}

/**
 * The page's h1 as its remote declares it: its heading, else its menu label. The shell draws
 * it before the page's code has arrived (the page's file, and while the remote loads), so it
 * must be the page's h1 word for word.
 */
export function headingOf(page: PageDeclaration): string | undefined {
  return page.heading ?? page.menu?.label;
}

/** Trailing slashes do not make a different page. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * `pathname` is a page of `path`: the same, or `path` has `:name` segments (a record's id)
 * that stand for any one segment: '/payroll/payslips/:id' serves '/payroll/payslips/pay-1'.
 */
function servesPath(path: string, pathname: string): boolean {
  const want = path.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => segment === got[i] || (segment.startsWith(':') && got[i] !== ''))
  );
}

/**
 * The page at `pathname` among `pages`, if any: an exact path first
 * ('/farmer/add-new-farmer' before a pattern that would also match it), then a pattern.
 */
export function pageAt(pages: readonly ConsolePage[], pathname: string): ConsolePage | undefined {
  const path = normalizePath(pathname);
  return pages.find((page) => page.path === path) ?? pages.find((page) => servesPath(page.path, path));
}

/**
 * One line of `/remotes.json`, the manifest deploy/ writes and the host reads at start: where
 * the remote's live version is, and what it declares (copied from its build at publish, so
 * the menu and the page guard stand even while the remote's files cannot be reached).
 */
export interface RemoteManifestEntry extends Partial<RemoteDeclaration> {
  name: RemoteId;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}

/** `/config.json`: settings read at run time, never built into a bundle. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  googleMapsApiKey?: string;
}
