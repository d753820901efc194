import './spinner.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. Default "Loading". */
  label?: string;
  size?: 'small' | 'default' | 'large';
  /** Show the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/**
 * A spinning ring announced as a status with its label.
 *
 * @example
 * <Spinner label="Loading farmers" />
 */
export function Spinner({ label = 'Loading', size = 'default', showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={['mz-spinner', `mz-spinner--${size}`, className].filter(Boolean).join(' ')}>
      <span className="mz-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'mz-spinner__label' : 'mz-visually-hidden'}>{label}</span>
    </span>
  );
}
