import { REMOTE_IDS, type RemoteId, type RemoteManifestEntry, type RemotesManifest } from '@maziwa/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { MANIFEST_URL } from './manifest-url';

export { MANIFEST_URL };

// The lines of the manifest last read, in its order (where two remotes declare the same
// group, the first one's wins). A new array on every read, so what is worked out from it can
// be kept until the manifest is read again (console-pages.ts).
let lines: readonly RemoteManifestEntry[] = [];

function isManifestEntry(value: unknown): value is RemoteManifestEntry {
  const entry = value as RemoteManifestEntry;
  return (
    typeof entry?.name === 'string' &&
    typeof entry.entry === 'string' &&
    (REMOTE_IDS as readonly string[]).includes(entry.name)
  );
}

/**
 * Fetches the manifest and registers each remote with the federation runtime. Nothing of
 * a remote is fetched here: registration only records where its files live.
 */
export async function registerRemotesFromManifest(
  url = MANIFEST_URL,
  /** The same request, already started (host/src/early-requests.ts). */
  started?: Promise<Response>,
): Promise<RemoteManifestEntry[]> {
  try {
    const response = await (started ?? fetch(url, { cache: 'no-store' }));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const manifest = (await response.json()) as RemotesManifest;
    const valid = (manifest.remotes ?? []).filter(isManifestEntry);
    lines = valid;
    registerRemotes(valid.map(({ name, entry }) => ({ name, entry })));
    return valid;
  } catch (error) {
    // The shell still starts; every remote area then explains that it cannot load.
    console.error('Could not read the remotes manifest', error);
    return [];
  }
}

/** Every line the manifest listed, in its order. */
export function manifestEntries(): readonly RemoteManifestEntry[] {
  return lines;
}

/** The manifest line of a remote, if the manifest listed it. */
export function manifestEntry(id: RemoteId): RemoteManifestEntry | undefined {
  return lines.find((line) => line.name === id);
}

/**
 * Forgets a remote's loaded (or failed) container so the next load fetches it again: used
 * by Retry after a remote was down.
 */
export function resetRemote(id: RemoteId): void {
  const entry = manifestEntry(id);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}
