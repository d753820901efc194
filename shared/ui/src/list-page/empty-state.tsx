import './states.css';

export interface EmptyStateProps {
  title: string;
  message?: string;
}

/**
 * Says that there is nothing to show yet.
 *
 * @example
 * <EmptyState title="No pending payments" message="Payments due appear here after collections." />
 */
export function EmptyState({ title, message }: EmptyStateProps) {
  return (
    <div className="mz-state mz-state--empty">
      <p className="mz-state__title">{title}</p>
      {message && <p className="mz-state__message">{message}</p>}
    </div>
  );
}
