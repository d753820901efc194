import { useEffect, useRef, type RefObject } from 'react';
import { focusableIn } from './focusable';

/** The innermost open dialog: the last one opened, as each is appended to the body. */
function isInnermost(dialog: HTMLDialogElement): boolean {
  const open = document.querySelectorAll('dialog[open]');
  return open[open.length - 1] === dialog;
}

/**
 * Opens `ref`'s `<dialog>` with `showModal()`: the browser puts it on the top layer, makes
 * the page behind inert (so focus stays inside) and shows the backdrop. Focus goes to the
 * first field or button of `bodyRef`, else the dialog, and back to the opener on unmount.
 * Escape calls `onEscape`.
 */
export function useModal(
  ref: RefObject<HTMLDialogElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
) {
  const latest = useRef(onEscape);
  latest.current = onEscape;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    ((bodyRef.current && focusableIn(bodyRef.current)[0]) ?? dialog).focus();

    // Escape is taken here, before the browser turns it into `cancel`: after a press or two
    // without a click in between, Chrome no longer lets `cancel` be refused and closes a
    // dialog whose caller said no (a payment run under way). On the document, so it works
    // when focus fell to the body; a popover inside that takes Escape prevents its default.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isInnermost(dialog)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, bodyRef]);
}
