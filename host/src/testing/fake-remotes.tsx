import { REMOTE_IDS, REMOTE_PATHS, type RemoteId, type RemoteModule } from '@maziwa/contracts';
import { forgetRemote } from '../federation/load-remote-module';
import { registerRemotesFromManifest } from '../federation/manifest';
import { fakeRemotes } from '../federation/testing/fake-runtime';
import { SIDEBAR_MENU } from '../shell/sidebar-menu';

/** The heading a fake remote page shows: its sidebar label, else its path. */
export function fakePageTitle(path: string): string {
  for (const entry of SIDEBAR_MENU) {
    if (entry.kind === 'link' && entry.path === path) return entry.label;
    if (entry.kind === 'group') {
      const item = entry.items.find((candidate) => candidate.path === path);
      if (item) return item.label;
    }
  }
  return path;
}

function fakeModule(id: RemoteId): RemoteModule {
  return {
    id,
    routes: REMOTE_PATHS[id].map((path) => ({ path, element: <h1>{fakePageTitle(path)}</h1> })),
  };
}

/**
 * Lists every remote in the manifest (through a faked fetch of /remotes.json) and makes
 * each serve its paths with a page that only shows an h1 title. Pass `overrides` to give
 * a remote other routes or make it fail.
 *
 * @example await installFakeRemotes({ payroll: () => { throw new Error('down') } });
 */
export async function installFakeRemotes(
  overrides: Partial<Record<RemoteId, () => RemoteModule | Promise<RemoteModule>>> = {},
): Promise<void> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () =>
    new Response(
      JSON.stringify({ remotes: REMOTE_IDS.map((name) => ({ name, entry: `http://remotes.test/${name}/mf-manifest.json` })) }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    )) as typeof fetch;
  try {
    await registerRemotesFromManifest();
  } finally {
    globalThis.fetch = realFetch;
  }
  REMOTE_IDS.forEach((id) => {
    fakeRemotes.set(id, overrides[id] ?? (() => fakeModule(id)));
    // A module loaded by an earlier test must not be reused.
    forgetRemote(id);
  });
}
