/** Where a queued write is: on the phone only, on the API, or refused by the API. */
export type ItemState = 'waiting' | 'sent' | 'attention';

/**
 * One write recorded on the phone (a delivery). `id` and `recordedAt` are made at the tap and
 * never change: the API stores the write under that id, with that time, however late it
 * arrives and however often it is sent.
 */
export interface QueuedItem<T> {
  /** crypto.randomUUID(), made on the phone. */
  id: string;
  /** Order of recording on this phone (and scope): items are sent oldest first. */
  seq: number;
  /** When it was recorded, to the second (ISO 8601, UTC). */
  recordedAt: string;
  body: T;
  state: ItemState;
  /** The API's refusal, word for word, while state is 'attention'. */
  message: string | null;
  /** Sending attempts that got no verdict (network down, server busy). */
  attempts: number;
  /** Bumped by each edit, so a send of an older body does not mark a newer one sent. */
  version: number;
  /** When the API took it (set by the sender). */
  sentAt: string | null;
}

/** The time of a tap to the second, as the queue records it: 2026-11-28T05:42:13.000Z. */
export function toTheSecond(at: Date = new Date()): string {
  return new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString();
}
