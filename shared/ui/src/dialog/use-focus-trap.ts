import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

// Open dialogs, innermost last: only the innermost one holds focus.
const stack: HTMLElement[] = [];

/**
 * Moves focus into `ref` on mount (the first field or button of the body, else the panel),
 * keeps it there while mounted and gives it back to the opener on unmount. Returns the
 * Tab handler that wraps focus around the ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, initialFocusRoot?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(panel);

    const first = (initialFocusRoot?.current && focusableIn(initialFocusRoot.current)[0]) ?? panel;
    first.focus();

    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(panel), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, initialFocusRoot]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const panel = ref.current;
    if (event.key !== 'Tab' || !panel) return;
    const items = focusableIn(panel);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || active === panel)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };
}

/**
 * Calls `onEscape` on Escape while `ref`'s dialog is the innermost one. Listens on the
 * document, so it works even when focus fell to the body (e.g. a button that disabled
 * itself); a popover inside that handles Escape stops the event before it gets here.
 */
export function useEscape(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!ref.current || stack[stack.length - 1] !== ref.current) return;
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
