import { forwardRef, useId, type ButtonHTMLAttributes } from 'react';
import './spinner.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'default' | 'large' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default primary. */
  variant?: ButtonVariant;
  /** Default default. `icon` is a square button; give it an aria-label. */
  size?: ButtonSize;
  /** Disables the button and shows a spinner; the text stays. */
  loading?: boolean;
}

/**
 * The button of the console (spec 2.7): variants primary, secondary, ghost; sizes small,
 * default, large, icon. `type` defaults to "button", so only a SubmitButton submits.
 *
 * @example
 * <Button variant="secondary" onClick={() => exportCsv()}>Export Data</Button>
 * <Button loading={saving}>Save Driver</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'default',
    loading = false,
    type = 'button',
    disabled,
    className,
    children,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const spinnerId = useId();
  const classes = ['mz-button', `mz-button--${variant}`, `mz-button--${size}`, loading && 'mz-button--loading', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      // The spinner describes the button rather than renaming it: "Save" stays "Save".
      aria-describedby={[loading && spinnerId, describedBy].filter(Boolean).join(' ') || undefined}
      {...rest}
    >
      {loading && (
        <span className="mz-button__spinner" aria-hidden="true">
          <span className="mz-spinner__ring" />
          <span id={spinnerId} className="mz-visually-hidden">
            Loading
          </span>
        </span>
      )}
      {children}
    </button>
  );
});
