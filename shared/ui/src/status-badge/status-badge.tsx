import './status-badge.css';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface StatusBadgeProps {
  /** The word shown, e.g. "In Progress". */
  label: string;
  /** Default neutral. */
  tone?: StatusTone;
}

/**
 * A status as a coloured pill. The word is always written, so colour is never the only cue.
 *
 * @example
 * <StatusBadge label="In Progress" tone="info" />
 */
export function StatusBadge({ label, tone = 'neutral' }: StatusBadgeProps) {
  return <span className={`mz-status-badge mz-status-badge--${tone}`}>{label}</span>;
}
