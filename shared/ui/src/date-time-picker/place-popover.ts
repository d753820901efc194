export const GAP = 4;
export const MARGIN = 8;

interface Box {
  top: number;
  bottom: number;
  left: number;
}

export interface PopoverPlacement {
  top: number;
  left: number;
  /** Set when the popover is taller than the window: it scrolls inside instead. */
  maxHeight?: number;
}

/**
 * Where a popover of `size` goes for an anchor in a `viewport`-sized window: under the
 * anchor when it fits, else above it when that fits, else shifted up as far as needed to be
 * whole on screen; shifted left when it would pass the right edge. Never off-screen.
 */
export function placePopover(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): PopoverPlacement {
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - size.height;
  const left = Math.max(MARGIN, Math.min(anchor.left, viewport.width - size.width - MARGIN));
  if (below + size.height <= viewport.height - MARGIN) return { top: below, left };
  if (above >= MARGIN) return { top: above, left };
  const room = viewport.height - 2 * MARGIN;
  if (size.height > room) return { top: MARGIN, left, maxHeight: room };
  return { top: viewport.height - MARGIN - size.height, left };
}
