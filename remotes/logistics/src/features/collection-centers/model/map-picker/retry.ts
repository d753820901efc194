/** Waits `ms` milliseconds; tests pass their own to record the delays without waiting. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries after the first failure (docs/rules.md#constants: the map loader retries 3 times). */
export const MAP_LOAD_RETRIES = 3;

/** Milliseconds before retry number `attempt` (1, 2, 3): attempt x 2^attempt, i.e. 2, 8, 24. */
export const retryDelay = (attempt: number): number => attempt * 2 ** attempt;

export interface RetryOptions {
  /** Retries after the first try. Default MAP_LOAD_RETRIES. */
  retries?: number;
  /** Delay before each retry, by its number (from 1). Default retryDelay. */
  delay?(attempt: number): number;
  sleep?: Sleep;
  /** Told before each retry, e.g. to log "retrying the map". */
  onRetry?(attempt: number, error: unknown): void;
}

/**
 * Runs `task`; when it fails, waits and runs it again, up to `retries` more times, then
 * throws the last error.
 *
 * @example
 * const maps = await retry(() => loadGoogleMaps(key), { sleep: realSleep });
 */
export async function retry<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = MAP_LOAD_RETRIES, delay = retryDelay, sleep = realSleep, onRetry } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      onRetry?.(attempt + 1, error);
      await sleep(delay(attempt + 1));
    }
  }
}
