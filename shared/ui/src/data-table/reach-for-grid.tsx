import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { focusSpot, focusSpotIn, type FocusSpot } from './focus-spot';
import type { GridTableProps } from './grid-table';
import { PlainTable } from './plain-table';
import { FIRST_VIEW, type TableView } from './table-view';
import type { DataTableProps } from './types';
import './reach-for-grid.css';

type Grid = ComponentType<GridTableProps<unknown>>;

let gridChunk: Promise<Grid> | undefined;

/** One fetch of the grid for every table of the page; a failed one (offline) is tried again at the next reach. */
function loadGrid(): Promise<Grid> {
  gridChunk ??= import('./grid-table').then(
    (module) => module.default as Grid,
    (error: unknown) => {
      gridChunk = undefined;
      throw error;
    },
  );
  return gridChunk;
}

/**
 * {@link DataTable} with a mouse or a keyboard: the plain table first (the page's first load
 * then carries no ag-grid, ~217 KiB gzip), and the grid in its place once the person reaches
 * for the table: the pointer enters it, or keyboard focus does. The grid is fetched then (never
 * on idle: that would weigh on every page whether or not anyone uses the grid) and drawn
 * hidden over the plain table; the plain table leaves when the grid's rows are drawn, so the
 * table never shows empty. The swap keeps the sort and page (client mode: passed as the grid's
 * start view; server mode: the caller's), keyboard focus (focus-spot.ts) and waits for a press
 * of the mouse button to end, so a click is never split between the two tables.
 */
export function PlainUntilReached<T>(props: DataTableProps<T>) {
  const [Grid, setGrid] = useState<Grid | null>(null);
  const [swapped, setSwapped] = useState(false);
  const view = useRef<TableView>(FIRST_VIEW);
  const plainRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const spot = useRef<FocusSpot | null>(null);
  const reaching = useRef(false);
  const pressed = useRef(false);
  const waiting = useRef(false);

  const reach = useCallback(() => {
    if (reaching.current) return;
    reaching.current = true;
    loadGrid().then(
      (grid) => setGrid(() => grid),
      () => {
        reaching.current = false;
      },
    );
  }, []);

  const onViewChange = useCallback((next: TableView) => {
    view.current = next;
  }, []);

  const swap = useCallback(() => {
    spot.current = plainRef.current ? focusSpotIn(plainRef.current) : null;
    setSwapped(true);
  }, []);

  const onDrawn = useCallback(() => {
    if (pressed.current) waiting.current = true;
    else swap();
  }, [swap]);

  // A press that began on the plain table ends there: the swap waits until after its click
  // (a click follows its pointerup in the same task, a timeout after both).
  const onPointerDown = useCallback(() => {
    pressed.current = true;
    const released = () => {
      window.removeEventListener('pointerup', released);
      window.removeEventListener('pointercancel', released);
      pressed.current = false;
      if (!waiting.current) return;
      waiting.current = false;
      setTimeout(swap, 0);
    };
    window.addEventListener('pointerup', released);
    window.addEventListener('pointercancel', released);
  }, [swap]);

  useEffect(() => {
    if (!swapped || !spot.current || !gridRef.current) return;
    const firstRow = props.server ? 0 : view.current.page * (props.pageSize ?? 10);
    focusSpot(gridRef.current, spot.current, firstRow);
    spot.current = null;
  }, [swapped, props.server, props.pageSize]);

  return (
    <div
      className="mz-data-table-reach"
      onPointerEnter={reach}
      onPointerMove={reach}
      onFocus={reach}
      onPointerDown={onPointerDown}
    >
      {!swapped && (
        <div ref={plainRef}>
          <PlainTable {...props} onViewChange={onViewChange} />
        </div>
      )}
      {Grid && (
        <div
          ref={gridRef}
          className={swapped ? undefined : 'mz-data-table-reach__coming'}
          aria-hidden={!swapped || undefined}
        >
          <Grid {...(props as DataTableProps<unknown>)} initialView={view.current} onDrawn={onDrawn} />
        </div>
      )}
    </div>
  );
}
