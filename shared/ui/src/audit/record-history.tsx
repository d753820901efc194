import type { AuditEvent } from '@maziwa/contracts';
import { useId } from 'react';
import { QueryState } from '../list-page/query-state';
import { formatDateTime } from '../format/format-date';
import { ChangeList } from './change-list';
import './audit.css';

export interface RecordHistoryProps {
  /** Newest first, as GET /audit-events answers. */
  events: AuditEvent[];
  isLoading: boolean;
  error?: unknown;
  onRetry?(): void;
  /** Events in all, when more exist than are shown. */
  total?: number;
}

/**
 * The History section of a record's detail dialog: who changed what and when, newest first,
 * each with its fields before and after. Presentational: the caller fetches (useRecordHistory
 * in @maziwa/api-client) and decides who may see it.
 *
 * @example
 * const history = useRecordHistory([driver.id, details.data?.user_id]);
 * {history.allowed && <RecordHistory {...history} />}
 */
export function RecordHistory({ events, isLoading, error, onRetry, total = events.length }: RecordHistoryProps) {
  const headingId = useId();
  return (
    <section className="mz-audit-history" aria-labelledby={headingId}>
      <h3 id={headingId} className="mz-audit-history__title">
        History
      </h3>
      <QueryState
        isLoading={isLoading}
        error={error}
        loadingText="Loading history..."
        errorText="Failed to fetch history"
        onRetry={onRetry}
      >
        {events.length === 0 ? (
          <p className="mz-audit__none">No changes recorded yet.</p>
        ) : (
          <ol className="mz-audit-history__list">
            {events.map((event) => (
              <li key={event.id} className="mz-audit-history__entry">
                <p className="mz-audit-history__line">
                  <strong>{event.action_label}</strong>
                  {` by ${event.user_name || event.user_email || 'a removed account'} on `}
                  <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time>
                </p>
                {Object.keys(event.changes ?? {}).length > 0 && (
                  <ChangeList changes={event.changes} label={`Changes ${formatDateTime(event.occurred_at)}`} />
                )}
              </li>
            ))}
          </ol>
        )}
        {total > events.length && (
          <p className="mz-audit__none">{`Showing the latest ${events.length} of ${total} changes.`}</p>
        )}
      </QueryState>
    </section>
  );
}
