import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isActionsColumn } from './column-widths';
import { columnId } from './to-col-defs';
import type { DataTableColumn } from './types';

export interface ActionsWidths {
  /** The width an actions column needs for its buttons, by column index, once one overflowed. */
  widths: Readonly<Record<number, number>>;
  /** Measures the buttons drawn now (call when the grid has drawn a page). */
  measure(): void;
}

/**
 * The row's buttons are never cut: an actions column grows to the widest row of buttons drawn
 * so far. A page sets the column's `width` for its words in the console's font, but a browser
 * that draws wider (another font, a larger text size) or a row with one more button needs
 * more, and a cut "Deactiv" is a button out of reach.
 */
export function useActionsWidths<T>(
  wrapperRef: RefObject<HTMLElement | null>,
  columns: DataTableColumn<T>[],
): ActionsWidths {
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
        if (!isActionsColumn(column)) return;
        for (const cell of wrapper.querySelectorAll<HTMLElement>(`[role="gridcell"][col-id="${columnId(index)}"]`)) {
          const value = cell.querySelector<HTMLElement>('.ag-cell-value') ?? cell;
          if (value.scrollWidth <= value.clientWidth + 1) continue;
          // The value fills the cell but for its padding and border: those come on top.
          const around = cell.getBoundingClientRect().width - value.getBoundingClientRect().width;
          needed.push([index, Math.ceil(value.scrollWidth + around)]);
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
