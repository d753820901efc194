import { cellText } from './cell-value';
import { hasValue } from './column-kind';
import type { DataTableColumn } from './types';

/*
 * How narrow a grid column may get, worked out from what it shows, so a date and time
 * ("29/11/2026 06:00") is never drawn as "29/11/2026..." and a title wraps at its spaces
 * rather than being cut inside a word ("Transactio..."). No canvas: the widths are an
 * estimate per character, on the generous side for the fonts the console meets (DejaVu Sans,
 * the widest of them, draws "29/11/2026 06:00" 125 px wide at 14 px; this says 131), so the
 * same rows give the same widths in every browser and in the unit tests.
 */

/** The grid's font size (grid-theme.ts). */
const FONT_PX = 14;
/** A cell's padding, both sides (Quartz: 15 px each), and a little room for rounding. */
const CELL_PADDING_PX = 34;
/** A header's padding, both sides, and its sort arrow with the gap before it. */
const HEADER_PADDING_PX = 34;
const SORT_ICON_PX = 22;
/** A badge (status) draws its words with padding of its own. */
const BADGE_PADDING_PX = 20;
/** Nothing narrower, so a one-figure column still has room for its header's first word. */
const MIN_PX = 72;
/**
 * A column of long free text (names, e-mails, notes) asks for no more than this: beyond it
 * the text is cut with "..." and shown whole on hover (use-full-text-titles.ts). Wide enough
 * for any date and time with room to spare, so those are never cut.
 */
export const MAX_CONTENT_MIN_PX = 180;
/** A text that holds a date or a time ("Joseph Kariuki, 29/11/2026 07:30") may ask for this. */
export const MAX_DATED_MIN_PX = 320;
const DATE_OR_TIME = /\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|\d{1,2}:\d{2}/;

/** The most a text may ask of its column: more when it holds a date or a time, never cut. */
export const contentCap = (text: string): number => (DATE_OR_TIME.test(text) ? MAX_DATED_MIN_PX : MAX_CONTENT_MIN_PX);
/** Rows looked at: enough for a page of a few pages, cheap for a list of thousands. */
const SAMPLE_ROWS = 100;

const NARROW = new Set(" .,:;'|!/\\-()[]ilIjtf");
const WIDE = new Set('MWmw@%');

/** Roughly how wide `text` is drawn, in px, at the grid's 14 px (semibold for a header). */
export function textWidth(text: string, { bold = false }: { bold?: boolean } = {}): number {
  let em = 0;
  for (const char of text) {
    if (NARROW.has(char)) em += 0.36;
    else if (WIDE.has(char)) em += 0.95;
    else if (char >= '0' && char <= '9') em += 0.66;
    else if (char >= 'A' && char <= 'Z') em += 0.74;
    else em += 0.62;
  }
  return Math.ceil(em * FONT_PX * (bold ? 1.08 : 1));
}

/**
 * The narrowest a column may be drawn: its title's longest word (the title wraps at spaces)
 * with the sort arrow, and its widest text on `rows` (each at most its contentCap), or the
 * column's own `minWidth`. A column with a fixed `width` keeps it: undefined.
 */
export function columnMinWidth<T>(
  column: DataTableColumn<T>,
  rows: readonly T[],
  sortable: boolean,
): number | undefined {
  if (column.width !== undefined) return undefined;
  if (column.minWidth !== undefined) return column.minWidth;
  const longestWord = Math.max(0, ...column.headerName.split(/\s+/).map((word) => textWidth(word, { bold: true })));
  const header = longestWord + HEADER_PADDING_PX + (sortable ? SORT_ICON_PX : 0);
  let content = 0;
  // A render-only column (row actions, a checkbox) has no text of its own to measure.
  if (hasValue(column)) {
    const extra = CELL_PADDING_PX + (column.cellRenderer ? BADGE_PADDING_PX : 0);
    for (const row of rows.slice(0, SAMPLE_ROWS)) {
      const text = cellText(column, row);
      content = Math.max(content, Math.min(textWidth(text) + extra, contentCap(text)));
    }
  }
  return Math.max(MIN_PX, header, content);
}
