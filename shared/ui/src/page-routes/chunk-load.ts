/** Waits between the attempts at a file of code that did not arrive (ms): ~3.5 s in all, as the host waits for a remote. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

/**
 * Whether an error says a file of code did not arrive, as webpack words it: a script chunk
 * (`ChunkLoadError`) or its stylesheet (mini-css-extract's `CSS_CHUNK_LOAD_FAILED`). Asking for
 * the same chunk again fetches it again: webpack forgets a chunk that failed.
 *
 * @example isChunkLoadError(error) // true for "Loading chunk 404 failed."
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` (a dynamic `import()`), and again after each delay while a chunk did not arrive.
 * Any other failure (the module threw) is passed on at once: trying again cannot change it.
 *
 * A browser hands the first request of a file whose `<link rel="preload">` failed that same
 * failure, without asking the server (the gateway preloads a page's files when it is opened
 * by its address): after a remote was down, the first try of a page's chunk fails even though
 * the remote is back, and the second reaches the server.
 *
 * @example const module = await loadChunk(() => import('./pages/rates-page'));
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error) || attempt >= delays.length) throw error;
      await wait(delays[attempt]);
    }
  }
}
