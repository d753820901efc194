import type { RemoteId, RemoteModule } from '@maziwa/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { manifestEntry, resetRemote } from './manifest';
import { versionClashOf } from './version-clash';

/** Delays between load attempts of a remote (ms): a short blip is absorbed, a dead remote gives up in ~3.5 s. */
export const RETRY_DELAYS_MS = [500, 1000, 2000];

/**
 * A remote that could not be fetched. The message is for the person in front of the
 * screen; the federation runtime's technical error stays in `cause` (and the console).
 */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteId,
    cause: unknown,
  ) {
    super(messageFor(remote, cause), { cause });
    this.name = 'RemoteLoadError';
  }
}

function messageFor(remote: RemoteId, cause: unknown): string {
  if (!manifestEntry(remote)) return `The ${remote} module is not listed in the remotes manifest.`;
  const clash = versionClashOf(cause);
  if (clash) {
    // Said plainly, so whoever deploys knows which side to update.
    return (
      `The ${remote} module needs ${clash.library} ${clash.required}, but this console runs ${clash.library} ${clash.loaded}. ` +
      `It cannot open until the console is updated to that version or the module is published again for this one; the rest of Maziwa keeps working.`
    );
  }
  return `The ${remote} module is not reachable right now. Check the connection and try again; the rest of Maziwa keeps working.`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRemoteModule(value: unknown, id: RemoteId): value is RemoteModule {
  const module = value as RemoteModule | null;
  return !!module && module.id === id && Array.isArray(module.routes);
}

async function loadWithBackoff(id: RemoteId, delays: number[]): Promise<RemoteModule> {
  if (!manifestEntry(id)) throw new RemoteLoadError(id, undefined);
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      const loaded = await loadRemote<{ default?: RemoteModule } & RemoteModule>(`${id}/routes`);
      const module = loaded && 'default' in loaded && loaded.default ? loaded.default : loaded;
      if (isRemoteModule(module, id)) return module;
      lastError = new Error('it does not expose a valid routes module');
      break;
    } catch (error) {
      lastError = error;
      // Trying again cannot change a version: say it at once.
      if (versionClashOf(error)) break;
      if (attempt < delays.length) {
        await sleep(delays[attempt]);
        resetRemote(id);
      }
    }
  }
  throw new RemoteLoadError(id, lastError);
}

const loading = new Map<RemoteId, Promise<RemoteModule>>();

/**
 * The routes module of a remote, loaded once and shared by every render. A failed load is
 * forgotten so that Retry starts afresh.
 */
export function loadRemoteModule(id: RemoteId, delays = RETRY_DELAYS_MS): Promise<RemoteModule> {
  let promise = loading.get(id);
  if (!promise) {
    promise = loadWithBackoff(id, delays);
    loading.set(id, promise);
    promise.catch(() => loading.delete(id));
  }
  return promise;
}

/** Drops a failed remote so the next render loads it again (the Retry button). */
export function forgetRemote(id: RemoteId): void {
  loading.delete(id);
  resetRemote(id);
}
