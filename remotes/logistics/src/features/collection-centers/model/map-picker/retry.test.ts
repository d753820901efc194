import { MAP_LOAD_RETRIES, retry, retryDelay } from './retry';

/** A sleep that records what it was asked to wait, and waits for nothing. */
function recordingSleep() {
  const waited: number[] = [];
  return { waited, sleep: async (ms: number) => void waited.push(ms) };
}

describe('retry', () => {
  it('waits attempt x 2^attempt ms before each of 3 retries (2, 8, 24), then gives up with the last error', async () => {
    const { waited, sleep } = recordingSleep();
    let tries = 0;
    const failing = () => Promise.reject(new Error(`failure ${++tries}`));
    await expect(retry(failing, { sleep })).rejects.toThrow('failure 4');
    expect(tries).toBe(1 + MAP_LOAD_RETRIES);
    expect(waited).toEqual([2, 8, 24]);
  });

  it('answers as soon as a try succeeds', async () => {
    const { waited, sleep } = recordingSleep();
    let tries = 0;
    const flaky = async () => {
      tries += 1;
      if (tries < 3) throw new Error('offline');
      return 'loaded';
    };
    expect(await retry(flaky, { sleep })).toBe('loaded');
    expect(waited).toEqual([2, 8]);
  });

  it('does not wait at all when the first try works', async () => {
    const { waited, sleep } = recordingSleep();
    expect(await retry(async () => 42, { sleep })).toBe(42);
    expect(waited).toEqual([]);
  });

  it('says which retry comes next', async () => {
    const retries: number[] = [];
    await expect(
      retry(() => Promise.reject(new Error('x')), {
        sleep: async () => undefined,
        onRetry: (attempt) => retries.push(attempt),
      }),
    ).rejects.toThrow('x');
    expect(retries).toEqual([1, 2, 3]);
  });

  it('computes the spec delays', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([2, 8, 24]);
  });
});
