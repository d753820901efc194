import {
  declarationProblems,
  pageAt,
  type ConsolePage,
  type MenuGroupDeclaration,
  type RemoteManifestEntry,
} from '@maziwa/contracts';
import { manifestEntries } from './manifest';

/** What the remotes declare, put together: every page, and every sidebar group. */
export interface DeclaredConsole {
  pages: ConsolePage[];
  groups: MenuGroupDeclaration[];
}

/**
 * Puts the remotes' declarations together. A line whose declaration is unsound is left out
 * whole (its pages would be a guess) and said in the console; a path or group id declared by
 * two remotes goes to the first in the manifest.
 */
export function declaredConsole(remotes: readonly RemoteManifestEntry[]): DeclaredConsole {
  const pages: ConsolePage[] = [];
  const groups: MenuGroupDeclaration[] = [];
  for (const remote of remotes) {
    const declaration = { groups: remote.groups ?? [], pages: remote.pages ?? [] };
    const problems = declarationProblems(declaration);
    if (problems.length > 0) {
      console.error(`The ${remote.name} remote's pages are left out of the console: ${problems.join('; ')}`);
      continue;
    }
    for (const page of declaration.pages) {
      if (!pages.some((known) => known.path === page.path)) pages.push({ ...page, remote: remote.name });
    }
    for (const group of declaration.groups) {
      if (!groups.some((known) => known.id === group.id)) groups.push(group);
    }
  }
  return { pages, groups };
}

let cache: { from: readonly RemoteManifestEntry[]; console: DeclaredConsole } | undefined;

/** What the manifest read at start declares (worked out once per read of the manifest). */
export function currentConsole(): DeclaredConsole {
  const remotes = manifestEntries();
  if (cache?.from !== remotes) cache = { from: remotes, console: declaredConsole(remotes) };
  return cache.console;
}

/** The page at `pathname` (its remote and the permission it needs), if a remote declares one. */
export function consolePageAt(pathname: string): ConsolePage | undefined {
  return pageAt(currentConsole().pages, pathname);
}
