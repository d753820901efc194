import { isHTTPError, type RetryOptions } from 'ky';

/** What a person reads when the API is over capacity (the API's own 503 message). */
export const BUSY_MESSAGE = 'Maziwa is busy, please try again';

/** The longest Retry-After a read waits for before asking again once. */
export const MAX_RETRY_AFTER_MS = 5_000;

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
}

/**
 * A read refused with 503 and Retry-After is asked again once after that wait, if it is at
 * most MAX_RETRY_AFTER_MS: the API refuses before doing any work, so a GET is safe to repeat.
 * Writes are never repeated here: a person decides to send them again.
 */
export const retryBusyRead: RetryOptions = {
  limit: 1,
  methods: ['get'],
  statusCodes: [503],
  afterStatusCodes: [503],
  maxRetryAfter: MAX_RETRY_AFTER_MS,
  // undefined lets ky wait as Retry-After says; false gives up at once.
  shouldRetry: ({ error }) => {
    if (!isHTTPError(error)) return false;
    const wait = retryAfterMs(error.response);
    return wait !== undefined && wait <= MAX_RETRY_AFTER_MS ? undefined : false;
  },
};
