import { REMOTE_IDS, type RemoteDeclaration, type RemoteId, type RemoteModule } from '@maziwa/contracts';
import { forgetRemote } from '../federation/load-remote-module';
import { registerRemotesFromManifest } from '../federation/manifest';
import { forgetRemoteAreas } from '../federation/remote-area';
import { fakeRemotes } from '../federation/testing/fake-runtime';
import { REMOTE_DECLARATIONS } from './remote-declarations';

/** The heading a fake remote page shows: its sidebar label, else its path. */
export function fakePageTitle(path: string): string {
  for (const id of REMOTE_IDS) {
    const page = REMOTE_DECLARATIONS[id].pages.find((candidate) => candidate.path === path);
    if (page) return page.menu?.label ?? path;
  }
  return path;
}

function fakeModule(id: RemoteId, declaration: RemoteDeclaration = REMOTE_DECLARATIONS[id]): RemoteModule {
  return {
    id,
    declaration,
    routes: declaration.pages.map(({ path, menu }) => ({
      path,
      element: <h1>{menu?.label ?? fakePageTitle(path)}</h1>,
    })),
  };
}

/**
 * Reads a faked /remotes.json listing every remote, each line with the remote's real
 * declaration as publishing writes it: the console's pages, guards and menu are then the
 * real ones (or, for a remote in `declarations`, what is given there). Nothing of a remote is
 * loaded.
 */
export async function registerFakeManifest(
  declarations: Partial<Record<RemoteId, RemoteDeclaration>> = {},
): Promise<void> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () =>
    new Response(
      JSON.stringify({
        remotes: REMOTE_IDS.map((name) => ({
          name,
          entry: `http://remotes.test/${name}/mf-manifest.json`,
          ...(declarations[name] ?? REMOTE_DECLARATIONS[name]),
        })),
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    )) as typeof fetch;
  try {
    await registerRemotesFromManifest();
  } finally {
    globalThis.fetch = realFetch;
  }
}

/**
 * Lists every remote in the manifest (registerFakeManifest) and makes each serve its
 * declared paths with a page that only shows an h1 title. Pass `overrides` to give a remote
 * other routes or make it fail, `declarations` to have a remote declare other pages (it then
 * serves those).
 *
 * @example await installFakeRemotes({ payroll: () => { throw new Error('down') } });
 */
export async function installFakeRemotes(
  overrides: Partial<Record<RemoteId, () => RemoteModule | Promise<RemoteModule>>> = {},
  declarations: Partial<Record<RemoteId, RemoteDeclaration>> = {},
): Promise<void> {
  await registerFakeManifest(declarations);
  forgetRemoteAreas();
  REMOTE_IDS.forEach((id) => {
    fakeRemotes.set(id, overrides[id] ?? (() => fakeModule(id, declarations[id])));
    // A module loaded by an earlier test must not be reused.
    forgetRemote(id);
  });
}
