import { availableParallelism } from 'node:os';
import { HttpError } from '../http/errors';

export interface Gate {
  /** Runs `work` when a slot is free; refuses with 503 when too many are already waiting. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A semaphore with a bounded queue. Password hashing (scrypt) runs on libuv's small thread
 * pool, which the rest of the process shares (WebCrypto's token checks, file reads); a
 * flood of wrong passwords would otherwise fill every thread and make everyone's requests
 * wait behind the guesses. At most `concurrency` hashes run at once; up to `maxWaiting`
 * more wait their turn; beyond that the attempt is refused at once (503, Retry-After).
 */
export function createGate({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): Gate {
  let running = 0;
  const queue: Array<() => void> = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run(work) {
      if (running < concurrency) running += 1;
      else if (queue.length >= maxWaiting)
        throw new HttpError(503, 'Too many sign-ins at once; try again in a moment', undefined, { 'retry-after': '1' });
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, so `running` stays the same.
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/**
 * The process's gate for password hashing: half the cores (at least one) hash, so the other
 * half and the rest of the thread pool stay free for everything else; 64 may wait (a few
 * seconds of hashing at most).
 */
export const hashingGate = createGate({
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: 64,
});
