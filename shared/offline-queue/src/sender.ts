import type { QueuedItem } from './item';
import type { OfflineQueue } from './queue';

/**
 * What became of one send, as the caller reads the API's answer:
 * - `sent`: the API has it (201 created, or 200: the same write sent before);
 * - `refused`: the API said no (409, a refusal with its message): needs a person;
 * - `retry`: no verdict (network down, timeout, 5xx, 429): it stays waiting;
 * - `stop`: the sign-in ended (401): nothing more is sent until the person signs in again.
 */
export type SendOutcome =
  { result: 'sent' } | { result: 'refused'; message: string } | { result: 'retry' } | { result: 'stop' };

export interface SenderOptions {
  /** Sends at once; default 6 (what a browser opens to one host). */
  concurrency?: number;
  /** First wait after a round that could not send everything; doubles to maxDelayMs. Default 2 s. */
  baseDelayMs?: number;
  /** Longest wait between rounds while writes wait. Default 30 s. */
  maxDelayMs?: number;
}

/** How a round of sending ended. */
export type RoundResult = 'done' | 'waiting' | 'stopped' | 'other-tab';

export interface Sender {
  /** Sends what waits now ("Send now", a new write, the page opening); resolves when the round ends. */
  sendNow(): Promise<RoundResult>;
  /** Sends now and keeps trying on a timer (and on `online`) while anything waits. */
  start(): void;
  /** No more timers or rounds from this sender. */
  stop(): void;
}

type Send<T> = (item: QueuedItem<T>) => Promise<SendOutcome>;

/**
 * Sends a queue's waiting writes to the API, oldest first, a few at a time. Only one tab of
 * the browser sends a queue at a time (a Web Lock named after it, where the browser has them):
 * another tab's round is left alone, and this tab tries again on its timer. The API's
 * idempotent create makes a second send harmless anyway; the lock spares the traffic.
 *
 * While writes wait it tries again by itself, waiting 2 s, 4 s, ... up to 30 s between rounds:
 * the browser's `online` event alone does not tell when the API is reachable again.
 *
 * @example
 * const sender = createSender(queue, (item) => postDelivery(item));
 * sender.start();
 * await sender.sendNow(); // "Send now"
 */
export function createSender<T>(queue: OfflineQueue<T>, send: Send<T>, options: SenderOptions = {}): Sender {
  const { concurrency = 6, baseDelayMs = 2_000, maxDelayMs = 30_000 } = options;
  let running: Promise<RoundResult> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let started = false;
  let stopped = false;

  async function sendWaiting(): Promise<RoundResult> {
    const items = await queue.inState('waiting');
    let next = 0;
    let verdict: RoundResult = 'done';
    const worker = async () => {
      while (verdict === 'done' && next < items.length) {
        const item = items[next++];
        const current = await queue.get(item.id);
        if (!current || current.state !== 'waiting') continue;
        let outcome: SendOutcome;
        try {
          outcome = await send(current);
        } catch {
          outcome = { result: 'retry' };
        }
        if (outcome.result === 'sent') await queue.markSent(current.id, current.version);
        else if (outcome.result === 'refused') await queue.markRefused(current.id, current.version, outcome.message);
        else {
          await queue.markTried(current.id);
          // Later items would meet the same network: the round ends, the timer tries again.
          if (verdict === 'done') verdict = outcome.result === 'stop' ? 'stopped' : 'waiting';
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    if (verdict === 'done' && (await queue.count('waiting')) > 0) return 'waiting';
    return verdict;
  }

  async function underLock(): Promise<RoundResult> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return sendWaiting();
    return await locks.request(`${queue.name}:sender`, { ifAvailable: true }, async (lock): Promise<RoundResult> =>
      lock ? sendWaiting() : 'other-tab',
    );
  }

  function schedule(result: RoundResult) {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!started || stopped || result === 'done' || result === 'stopped') {
      if (result === 'done') failures = 0;
      return;
    }
    failures += 1;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1));
    timer = setTimeout(() => void round(), delay);
  }

  function round(): Promise<RoundResult> {
    if (stopped) return Promise.resolve('stopped');
    running ??= underLock()
      .catch((): RoundResult => 'waiting')
      .then((result) => {
        running = null;
        schedule(result);
        return result;
      });
    return running;
  }

  const onOnline = () => {
    failures = 0;
    void round();
  };
  const onChange = () => {
    // A new write while no timer runs: send it now (a timer is already on its way otherwise).
    if (started && !running && !timer) void round();
  };
  let unsubscribe: (() => void) | null = null;

  return {
    sendNow() {
      failures = 0;
      return round();
    },
    start() {
      if (started || stopped) return;
      started = true;
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
      unsubscribe = queue.subscribe(onChange);
      void round();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      unsubscribe?.();
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}
