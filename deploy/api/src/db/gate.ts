import { serviceBusy } from '../http/busy';

export interface GateOptions {
  /** Callers allowed to wait at once; one more is refused with 503 (default: no bound). */
  maxWaiting?: number;
}

/** Longest run of back-to-back hand-overs before the event loop gets a turn. */
const TURN_MS = 50;

interface Waiter {
  since: number;
  enter: () => void;
}

/**
 * A bounded FIFO wait queue in front of `slots` connections: PGlite's one, or a pg pool's.
 * Waiting longer than the queue allows would only end in a client's time-out, so a caller
 * beyond `maxWaiting` is refused at once (before it starts anything on the database), and
 * the admission check reads `waitedMs()` to refuse new requests while the queue is slow.
 */
export class Gate {
  private free: number;
  private readonly queue: Waiter[] = [];
  private readonly maxWaiting: number;
  /** When the event loop last had a turn between two holders of a slot. */
  private turnedAt = performance.now();

  constructor(slots: number, options: GateOptions = {}) {
    this.free = slots;
    this.maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
  }

  /** Callers waiting for a connection now. */
  get waiting(): number {
    return this.queue.length;
  }

  /** How long the caller first in line has waited (0 when none waits). */
  waitedMs(now = performance.now()): number {
    return this.queue.length === 0 ? 0 : now - this.queue[0].since;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.hold();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  /**
   * A slot held until the returned function is called (once; later calls do nothing): for a
   * holder whose work is not one promise, such as an export read batch by batch.
   */
  async hold(): Promise<() => void> {
    await this.enter();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.leave();
    };
  }

  private enter(): Promise<void> {
    if (this.free > 0 && this.queue.length === 0) {
      this.free--;
      return Promise.resolve();
    }
    if (this.queue.length >= this.maxWaiting) return Promise.reject(serviceBusy());
    return new Promise((enter) => this.queue.push({ since: performance.now(), enter }));
  }

  private leave(): void {
    const next = this.queue.shift();
    if (!next) {
      this.free++;
      return;
    }
    // The slot passes straight to the next in line: nobody can overtake the queue. Passed in
    // a microtask, a long queue on PGlite (whose queries run on this thread) drained for
    // seconds without the event loop once reading a socket: under 200 connections, requests
    // sat unread past 10 s. So at least every TURN_MS the hand-over waits for the loop to
    // read and answer what came in (measured: p99 1.45 s -> 0.74 s, none past 10 s).
    const now = performance.now();
    if (now - this.turnedAt < TURN_MS) {
      next.enter();
      return;
    }
    this.turnedAt = now;
    setImmediate(next.enter);
  }
}
