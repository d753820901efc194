import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useEscape, useFocusTrap } from './use-focus-trap';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Shown as the dialog's h2 and used as its accessible name. */
  title: string;
  /** Called on Escape, a click on the backdrop or the close button. */
  onClose(): void;
  children: ReactNode;
  /** Buttons row under the body, e.g. Cancel and Submit. */
  footer?: ReactNode;
  /** Width cap in px. Default 500 (docs/rules.md#constants); the map picker passes 800. */
  maxWidth?: number;
}

/**
 * A modal dialog in a portal: named by its title, closed by Escape or the backdrop, focus
 * moves in, stays in, and returns to the opener on close.
 *
 * @example
 * <Dialog
 *   open={open}
 *   title="Edit Schedule"
 *   onClose={() => setOpen(false)}
 *   footer={<Button variant="secondary" onClick={() => setOpen(false)}>Cancel</Button>}
 * >
 *   ...
 * </Dialog>
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({ title, onClose, children, footer, maxWidth = 500 }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onTab = useFocusTrap(panelRef, bodyRef);
  useBodyScrollLock();

  useEscape(panelRef, onClose);

  // Close only when the press started on the backdrop too, so a text selection dragged
  // out of the panel does not close it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <div
      className="mz-dialog__backdrop"
      data-testid="dialog-backdrop"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      onKeyDown={onTab}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="mz-dialog"
        style={{ maxWidth }}
      >
        <header className="mz-dialog__header">
          <h2 id={titleId} className="mz-dialog__title">
            {title}
          </h2>
          <button type="button" className="mz-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div ref={bodyRef} className="mz-dialog__body">
          {children}
        </div>
        {footer && <footer className="mz-dialog__footer">{footer}</footer>}
      </div>
    </div>
  );
}

let locks = 0;
let previousOverflow = '';

function useBodyScrollLock() {
  useEffect(() => {
    if (locks++ === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, []);
}
