import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { currentToasts, dismissToast, subscribeToasts, type ShownToast } from './toast-store';
import { useAutoDismiss } from './use-auto-dismiss';
import './toast.css';

export { showToast, type SavedToast } from './toast-store';

/** How long a toast stays when nobody points at it or focuses it. */
export const TOAST_DURATION_MS = 8000;

export interface ToasterProps {
  /** Default {@link TOAST_DURATION_MS}. */
  duration?: number;
}

/**
 * Where save confirmations appear (bottom right, at most three, newest last); rendered once
 * by the host's shell and the dev shell. One polite status region announces each new
 * message without taking focus; pointing at the toasts, focusing them or leaving the tab
 * pauses their time; each has a close button and its record's link.
 *
 * @example
 * <Toaster />
 */
export function Toaster({ duration = TOAST_DURATION_MS }: ToasterProps) {
  const shown = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = usePageHidden();
  const paused = hovered || focused || hidden;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      className="mz-toaster"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {shown.length > 0 && (
        <ol className="mz-toaster__list">
          {shown.map((toast) => (
            <ToastItem key={toast.id} toast={toast} duration={duration} paused={paused} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ToastItem({ toast, duration, paused }: { toast: ShownToast; duration: number; paused: boolean }) {
  const dismiss = () => dismissToast(toast.id);
  useAutoDismiss(dismiss, duration, paused);
  return (
    <li className="mz-toast">
      <span className="mz-toast__icon" aria-hidden="true">
        ✓
      </span>
      <p className="mz-toast__message">{toast.message}</p>
      {toast.link && (
        <Link className="mz-toast__link" to={toast.link.to} onClick={dismiss}>
          {toast.link.label}
        </Link>
      )}
      <button type="button" className="mz-toast__close" aria-label="Dismiss" title="Dismiss" onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** True while the tab is in the background: a toast nobody can see keeps its time. */
function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  useEffect(() => {
    const onChange = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}
