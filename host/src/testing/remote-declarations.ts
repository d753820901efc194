import { REMOTE_IDS, type RemoteDeclaration, type RemoteId } from '@maziwa/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What each remote of this repository declares (its src/pages.json), read from disk as
 * publishing copies it into /remotes.json: the host's tests then route, guard and list the
 * very pages the remotes declare, in their declared order, without the host importing a remote.
 */
export const REMOTE_DECLARATIONS: Readonly<Record<RemoteId, RemoteDeclaration>> = Object.fromEntries(
  REMOTE_IDS.map((id) => [
    id,
    JSON.parse(
      readFileSync(path.join(__dirname, '../../../remotes', id, 'src/pages.json'), 'utf8'),
    ) as RemoteDeclaration,
  ]),
) as Record<RemoteId, RemoteDeclaration>;
