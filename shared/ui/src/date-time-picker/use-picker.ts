import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Picker {
  /** The input's id: the one given, else one of the picker's own. */
  inputId: string;
  /** The popover's id, for the opener's aria-controls. */
  popoverId: string;
  /** The field the picker belongs to: focus returns here when it closes. */
  inputRef: RefObject<HTMLInputElement | null>;
  open: boolean;
  setOpen(open: boolean | ((was: boolean) => boolean)): void;
  /** Closes the popover, focusing the input when asked (Escape, Done, a day chosen). */
  close(returnFocus: boolean): void;
  /** The picker's outer element: a mousedown outside it closes the popover. */
  wrapperRef: RefObject<HTMLDivElement | null>;
  /** For the outer element: Escape closes the popover only. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * The open and close behaviour both pickers share (DateTimePicker, DatePicker): a click
 * outside closes without moving focus; Escape, Done or a chosen day close and put focus
 * back on the field, so a keyboard user goes on from where they were.
 */
export function usePicker({ id, onClose }: { id?: string; onClose?: () => void }): Picker {
  const ownId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) inputRef.current?.focus();
    onClose?.();
  };

  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) closeRef.current(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      // Close the picker only, not a dialog around it (nor let the browser close one).
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  return {
    inputId: id ?? `${ownId}-input`,
    popoverId: `${ownId}-popover`,
    inputRef,
    open,
    setOpen,
    close,
    wrapperRef,
    onKeyDown,
  };
}
