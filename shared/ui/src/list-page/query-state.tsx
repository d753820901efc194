import { useDeferredValue, type ReactNode } from 'react';
import { TablePlaceholder } from '../data-table/table-placeholder';
import { ErrorPanel } from './error-panel';
import { isNotFoundError, NotFoundPanel } from './not-found-panel';
import './states.css';

export interface QueryStateProps {
  isLoading: boolean;
  error?: unknown;
  /** Default "Loading ..." (docs/rules.md#list-loading-and-failure-texts lists the screen-specific texts). */
  loadingText?: string;
  /** The failure text, e.g. "Failed to fetch payments"; default the error's message. */
  errorText?: string;
  /** A line of detail under the failure text, e.g. the API's message. */
  errorMessage?: string;
  /** Adds a Retry button to the failure message. */
  onRetry?(): void;
  /**
   * A record page: the title of the not-found panel shown instead of the failure when the API
   * has no such record for the person (404, another organisation's record too), e.g. "Farmer not found".
   */
  notFoundText?: string;
  /** Under `notFoundText`; default: nothing of the person's organisation has this id. */
  notFoundMessage?: string;
  /**
   * On a page of several tables, the rows of one page of the table inside: while loading, the
   * box keeps that table's height, so the sections below do not move when the rows arrive.
   */
  reserveRows?: number;
  children: ReactNode;
}

/**
 * Loading text, then the failure message or the content (docs/screens.md#list-pages, docs/rules.md#list-loading-and-failure-texts).
 *
 * @example
 * const { data, isLoading, error } = useQuery(pendingPaymentsQuery(orgId));
 * <QueryState isLoading={isLoading} error={error} loadingText="Loading ..." errorText="Failed to fetch payments">
 *   <DataTable ... rows={data ?? []} />
 * </QueryState>
 */
export function QueryState({
  isLoading,
  error,
  loadingText = 'Loading ...',
  errorText,
  errorMessage,
  onRetry,
  notFoundText,
  notFoundMessage,
  reserveRows,
  children,
}: QueryStateProps) {
  // The answer arrives through TanStack Query's store, and React renders a store's update in
  // one task it cannot pause: a page's table, cards or chart drawn in it was a 100-300 ms
  // task on a phone's slowed CPU (bench/README.md, lighthouse). Deferred, the update leaves
  // the loading text up and the content is drawn in a render React slices, giving the main
  // thread back between rows. A first render with the data already there is not deferred.
  const loading = useDeferredValue(isLoading);
  if (isLoading || loading) return loadingState(loadingText, reserveRows);
  if (error && notFoundText && isNotFoundError(error)) {
    return <NotFoundPanel title={notFoundText} message={notFoundMessage} />;
  }
  if (error) {
    return <ErrorPanel title={errorText ?? messageOf(error)} message={errorMessage} onRetry={onRetry} />;
  }
  return <>{children}</>;
}

function loadingState(loadingText: string, reserveRows: number | undefined) {
  if (reserveRows) {
    return (
      <TablePlaceholder rows={reserveRows} role="status" className="mz-state mz-state--loading">
        {loadingText}
      </TablePlaceholder>
    );
  }
  return (
    <p className="mz-state mz-state--loading" role="status">
      {loadingText}
    </p>
  );
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Something went wrong.';
}
