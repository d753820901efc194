import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const GAP = 4;
const MARGIN = 8;

/**
 * Places a popover under its anchor (above it when there is no room below) with fixed
 * positioning, so a scrolling dialog body does not clip it.
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
      const popover = popoverRef.current?.getBoundingClientRect();
      if (!anchor) return;
      const height = popover?.height ?? 0;
      const width = popover?.width ?? 0;
      const below = anchor.bottom + GAP;
      const above = anchor.top - GAP - height;
      const top = below + height > window.innerHeight && above >= MARGIN ? above : below;
      const left = Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - width - MARGIN));
      setStyle({ position: 'fixed', top, left });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchorRef, popoverRef]);

  return style;
}
