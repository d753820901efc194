import { HttpError } from './errors';

/** What an overloaded API answers; the console shows the same words. */
export const BUSY_MESSAGE = 'Maziwa is busy, please try again';

/** Seconds a client should wait before asking again. */
export const RETRY_AFTER_SECONDS = 1;

/** 503 with Retry-After: refused quickly, before the request did any work, so safe to repeat. */
export function serviceBusy(): HttpError {
  return new HttpError(503, BUSY_MESSAGE, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}
