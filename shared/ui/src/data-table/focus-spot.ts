import { columnId } from './column-kind';

/**
 * Where keyboard focus sits in the plain table, so it lands on the same header, cell button or
 * pager button of the grid that takes its place (reach-for-grid.tsx): the element that held it
 * is gone after the swap, and focus would fall back to the page's start.
 */
export type FocusSpot =
  | { kind: 'header'; column: number }
  | { kind: 'cell'; row: number; column: number; control: number }
  | { kind: 'footer'; control: number }
  /** The frame of a table that scrolls sideways (plain-table.tsx): the grid's first header takes it. */
  | { kind: 'frame' };

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

const indexIn = (box: Element, element: Element) => [...box.querySelectorAll(FOCUSABLE)].indexOf(element);

/** Where focus is inside `plain` (a plain table and its pager), or null when it is not. */
export function focusSpotIn(plain: HTMLElement): FocusSpot | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !plain.contains(active)) return null;
  if (active.classList.contains('mz-plain-table')) return { kind: 'frame' };
  const header = active.closest('th');
  if (header) return { kind: 'header', column: header.cellIndex };
  const cell = active.closest('td');
  if (cell) {
    const row = (cell.parentElement as HTMLTableRowElement).sectionRowIndex;
    return { kind: 'cell', row, column: cell.cellIndex, control: indexIn(cell, active) };
  }
  const footer = active.closest('.mz-data-table__footer');
  return footer ? { kind: 'footer', control: indexIn(footer, active) } : null;
}

/**
 * Focuses the same place in `grid` (the grid's table and pager). `firstRow` is the grid's row
 * index of the page's first row: the grid counts rows over all pages of a list it holds whole.
 */
export function focusSpot(grid: HTMLElement, spot: FocusSpot, firstRow: number): void {
  let target: Element | null | undefined;
  if (spot.kind === 'frame') {
    target = grid.querySelector('.ag-header-cell');
  } else if (spot.kind === 'header') {
    target = grid.querySelector(`.ag-header-cell[col-id="${columnId(spot.column)}"]`);
  } else if (spot.kind === 'cell') {
    const cell = grid.querySelector(
      `.ag-row[row-index="${firstRow + spot.row}"] .ag-cell[col-id="${columnId(spot.column)}"]`,
    );
    target = (spot.control >= 0 && cell?.querySelectorAll(FOCUSABLE)[spot.control]) || cell;
  } else {
    target = grid.querySelector('.mz-data-table__footer')?.querySelectorAll(FOCUSABLE)[spot.control];
  }
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}
