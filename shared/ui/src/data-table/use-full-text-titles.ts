import { useEffect, type RefObject } from 'react';

const CELL = '[role="gridcell"], [role="columnheader"]';

/** Cut short by its width: the text (or a part of it) overflows, shown as "…". */
function isTruncated(cell: HTMLElement): boolean {
  const overflows = (element: Element) => element.scrollWidth > element.clientWidth + 1;
  return overflows(cell) || Array.from(cell.querySelectorAll('*')).some(overflows);
}

/**
 * A cell or header whose text is cut short ("Wanjiku Kamau-Odhiam…") shows its full text on
 * hover, as the native `title` tooltip, set when the pointer or focus reaches it, so a
 * resize is measured anew and a text that fits gets no tooltip. Screen readers already read
 * the whole text: it is all in the cell, only drawn cut. Cheaper than ag-grid's tooltip
 * module: one listener for the whole grid, nothing per cell.
 */
export function useFullTextTitles(wrapperRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onEnter = (event: Event) => {
      const cell = event.target instanceof Element ? event.target.closest<HTMLElement>(CELL) : null;
      if (!cell || !wrapper.contains(cell)) return;
      const text = cell.textContent?.trim() ?? '';
      if (text && isTruncated(cell)) cell.title = text;
      else cell.removeAttribute('title');
    };
    wrapper.addEventListener('mouseover', onEnter);
    wrapper.addEventListener('focusin', onEnter);
    return () => {
      wrapper.removeEventListener('mouseover', onEnter);
      wrapper.removeEventListener('focusin', onEnter);
    };
  }, [wrapperRef]);
}
