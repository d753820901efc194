import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { placePopover } from './place-popover';

/**
 * Places a popover by its anchor with fixed positioning (a scrolling dialog body does not
 * clip it), never off-screen (see placePopover). Placed again when the window resizes or
 * scrolls and when the popover's own size changes: the calendar arrives after a first,
 * smaller "Loading" render, which alone would fit below an anchor near the bottom.
 */
export function usePopoverPosition(
  open: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  popoverRef: RefObject<HTMLElement | null>,
): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed', top: 0, left: 0 });

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      if (!anchor) return;
      const popover = popoverRef.current;
      // The natural height, not one a previous placement capped.
      const height = popover ? Math.max(popover.scrollHeight, popover.getBoundingClientRect().height) : 0;
      const width = popover?.getBoundingClientRect().width ?? 0;
      const { top, left, maxHeight } = placePopover(
        anchor,
        { width, height },
        { width: window.innerWidth, height: window.innerHeight },
      );
      setStyle({ position: 'fixed', top, left, ...(maxHeight !== undefined && { maxHeight, overflowY: 'auto' }) });
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (popoverRef.current) observer?.observe(popoverRef.current);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchorRef, popoverRef]);

  return style;
}
