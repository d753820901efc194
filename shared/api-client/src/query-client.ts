import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { refreshActivityAfterWrites } from './audit/audit-events';

/**
 * The query cache of the console. Client errors (4xx) are not retried: asking again gives
 * the same answer. Nor is a 503: the request was already asked again once after the API's
 * Retry-After (busy.ts), and asking more would only add to the load; the screen says
 * "Maziwa is busy, please try again" instead. A saved write makes the activity log stale
 * (refreshActivityAfterWrites): History shows an edit without a reload.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503)) &&
          failures < 2,
      },
      mutations: { retry: false },
    },
  });
  refreshActivityAfterWrites(client);
  return client;
}
