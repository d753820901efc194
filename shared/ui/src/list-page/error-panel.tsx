import { Button } from '../button/button';
import './states.css';

export interface ErrorPanelProps {
  title: string;
  message?: string;
  /** Shows a Retry button. */
  onRetry?(): void;
}

/**
 * An inline failure message, announced as an alert.
 *
 * @example
 * <ErrorPanel title="Failed to fetch payments" message={error.message} onRetry={refetch} />
 */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <div className="mz-state mz-state--error" role="alert">
      <p className="mz-state__title">{title}</p>
      {message && <p className="mz-state__message">{message}</p>}
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
