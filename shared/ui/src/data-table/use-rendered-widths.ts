import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { columnId, isActionsColumn } from './column-kind';
import { contentCap } from './column-widths';
import type { DataTableColumn } from './types';

export interface RenderedWidths {
  /** The width a drawn column needs for what it shows, by column index, once a cell overflowed. */
  widths: Readonly<Record<number, number>>;
  /** Measures the cells drawn now (call when the grid has drawn a page). */
  measure(): void;
}

/**
 * A column drawn by its own renderer (buttons, a date with a badge) shows more than its text,
 * which is all columnMinWidth can estimate; so once drawn, a cell that overflows widens its
 * column. The row's buttons get all the room they need: a cut "Deactiv" is a button out of
 * reach, whatever the page's `width` foresaw for its words in the console's font. Other
 * columns up to contentCap, like their text. Widths only grow, as the pages turn.
 */
export function useRenderedWidths<T>(
  wrapperRef: RefObject<HTMLElement | null>,
  columns: DataTableColumn<T>[],
): RenderedWidths {
  const [widths, setWidths] = useState<Record<number, number>>({});
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const measure = useCallback(() => {
    cancelAnimationFrame(frame.current);
    // A frame later: ag-grid draws its React cells after the event that calls this.
    frame.current = requestAnimationFrame(() => {
      const wrapper = wrapperRef.current;
      if (!wrapper) return;
      const needed: Array<[number, number]> = [];
      columns.forEach((column, index) => {
        if (!column.cellRenderer) return;
        for (const cell of wrapper.querySelectorAll<HTMLElement>(`[role="gridcell"][col-id="${columnId(index)}"]`)) {
          const value = cell.querySelector<HTMLElement>('.ag-cell-value') ?? cell;
          if (value.scrollWidth <= value.clientWidth + 1) continue;
          // The value fills the cell but for its padding and border: those come on top.
          const around = cell.getBoundingClientRect().width - value.getBoundingClientRect().width;
          const width = Math.ceil(value.scrollWidth + around);
          needed.push([index, isActionsColumn(column) ? width : Math.min(width, contentCap(value.textContent ?? ''))]);
        }
      });
      setWidths((current) => {
        const wider = needed.filter(([index, width]) => width > (current[index] ?? 0));
        return wider.length === 0 ? current : { ...current, ...Object.fromEntries(wider) };
      });
    });
  }, [wrapperRef, columns]);

  return { widths, measure };
}
