import {
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ButtonHTMLAttributes,
  type RefObject,
} from 'react';
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
 * The button of the console (docs/screens.md#dialogs-and-buttons): variants primary, secondary, ghost; sizes small,
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
  const ownRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => ownRef.current as HTMLButtonElement);
  useKeepFocusWhileLoading(ownRef, loading);
  const classes = [
    'mz-button',
    `mz-button--${variant}`,
    `mz-button--${size}`,
    loading && 'mz-button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ownRef}
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

/**
 * A focused button that disables itself while loading drops focus to the page; give it
 * back when loading ends, so a keyboard user stays where they were.
 */
function useKeepFocusWhileLoading(ref: RefObject<HTMLButtonElement | null>, loading: boolean) {
  const hadFocus = useRef(false);
  // Read before the commit that disables the button: afterwards the browser may already
  // have moved focus to the body.
  if (loading && typeof document !== 'undefined' && ref.current && document.activeElement === ref.current) {
    hadFocus.current = true;
  }
  useLayoutEffect(() => {
    if (loading || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [loading, ref]);
}
