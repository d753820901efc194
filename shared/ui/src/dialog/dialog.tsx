import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal';
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
 * A modal dialog (the native `<dialog>`, opened with `showModal()`) in a portal: named by
 * its title, closed by Escape or the backdrop; focus moves in, stays in (the page behind is
 * inert), and returns to the opener on close; the page behind does not scroll.
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
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  useModal(ref, bodyRef, onClose);

  // A click on the backdrop lands on the <dialog> itself (its children fill the panel).
  // Close only when the press started there too, so a text selection dragged out of the
  // panel does not close it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="mz-dialog"
      style={{ maxWidth }}
      data-testid="dialog-backdrop"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      // Other ways a browser asks to close (a phone's Back): the caller decides.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // After refused requests a browser may close it anyway; it stays until the caller closes it.
      onClose={() => {
        if (ref.current && !ref.current.open) ref.current.showModal();
      }}
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
    </dialog>
  );
}
