import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RemoteId } from '@maziwa/contracts';

/** Repository root (this file is deploy/gateway/{src,dist}/paths). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Where published apps live: `host/` (the shell) and `remotes/<name>/<version>/` (each
 * remote, one immutable directory per publish), with `remotes.json` naming the live
 * version of each remote. Stands in for the static hosting each team deploys to.
 */
export function deployDir(): string {
  return path.resolve(process.env.MAZIWA_DEPLOY_DIR || path.join(REPO_ROOT, '.deploy'));
}

/** The build output of an app in this repository. */
export function distDirOf(app: 'host' | RemoteId): string {
  return app === 'host' ? path.join(REPO_ROOT, 'host', 'dist') : path.join(REPO_ROOT, 'remotes', app, 'dist');
}

/**
 * The remotes of this repository (the folders under remotes/). Read from disk rather than
 * imported from @maziwa/contracts, which is TypeScript source for the apps, not for Node.
 */
export function repoRemotes(): RemoteId[] {
  return readdirSync(path.join(REPO_ROOT, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name as RemoteId);
}

export function isRemoteId(value: string): value is RemoteId {
  return (repoRemotes() as string[]).includes(value);
}
