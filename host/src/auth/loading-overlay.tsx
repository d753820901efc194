import { useEffect, useState } from 'react';
import './loading-overlay.css';

/** The session loading overlay waits this long (docs/rules.md#constants), so fast checks never flash it. */
export const LOADING_OVERLAY_DELAY_MS = 100;

/**
 * A full-screen "Loading..." overlay shown while the session is checked. It appears only
 * after LOADING_OVERLAY_DELAY_MS: most checks finish sooner and show nothing at all.
 */
export function LoadingOverlay({ delayMs = LOADING_OVERLAY_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <div className="mz-shell-loading-overlay" role="status">
      <span className="mz-shell-loading-overlay__ring" aria-hidden="true" />
      <span className="mz-shell-loading-overlay__text">Loading...</span>
    </div>
  );
}
