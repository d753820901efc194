import { useCallback, useId, useRef, useState } from 'react';
import { Icon } from './icons';
import { useDismiss } from './use-dismiss';
import './popover.css';

/**
 * The bell in the header. Notifications do not exist yet, so the popover says so plainly
 * rather than showing a fake count.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  return (
    <div ref={container} className="mz-shell-popover-anchor">
      <button
        ref={trigger}
        type="button"
        className="mz-shell-icon-button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
      </button>
      <div id={popoverId} className="mz-shell-popover" hidden={!open}>
        <h2 className="mz-shell-popover__title">Notifications</h2>
        <p className="mz-shell-popover__empty">No new notifications</p>
      </div>
    </div>
  );
}
