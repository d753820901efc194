import type { CollectionScheduleRow, Id } from '@maziwa/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { scheduleRowName } from '../model/schedule-row-name';

export interface ScheduleSelection {
  /** The ticked rows, possibly of several pages, in the order they were ticked. */
  rows: CollectionScheduleRow[];
  isSelected(id: Id): boolean;
  toggle(row: CollectionScheduleRow): void;
  /** Ticks (or unticks) every row given, e.g. the page on screen. */
  setMany(rows: CollectionScheduleRow[], selected: boolean): void;
  /** Unticks the rows with these ids, or all. */
  clear(ids?: Id[]): void;
}

const SelectionContext = createContext<ScheduleSelection | null>(null);

/**
 * The Collection Schedule's ticked rows. Kept by id, so a page change keeps them and a
 * refetch does not untick them.
 */
export function useScheduleSelectionState(): ScheduleSelection {
  const [selected, setSelected] = useState<Map<Id, CollectionScheduleRow>>(() => new Map());
  const toggle = useCallback((row: CollectionScheduleRow) => {
    setSelected((was) => {
      const next = new Map(was);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  }, []);
  const setMany = useCallback((rows: CollectionScheduleRow[], on: boolean) => {
    setSelected((was) => {
      const next = new Map(was);
      for (const row of rows) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback((ids?: Id[]) => {
    setSelected((was) => {
      if (!ids) return new Map();
      const next = new Map(was);
      ids.forEach((id) => next.delete(id));
      return next;
    });
  }, []);
  return useMemo(
    () => ({ rows: [...selected.values()], isSelected: (id: Id) => selected.has(id), toggle, setMany, clear }),
    [selected, toggle, setMany, clear],
  );
}

/** Gives the table's checkboxes the selection without rebuilding its columns. */
export function ScheduleSelectionProvider({ value, children }: { value: ScheduleSelection; children: ReactNode }) {
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

function useSelection(): ScheduleSelection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('RowCheckbox needs a ScheduleSelectionProvider');
  return selection;
}

/** The checkbox of one schedule row, named after the row. */
export function RowCheckbox({ row }: { row: CollectionScheduleRow }) {
  const selection = useSelection();
  return (
    <input
      type="checkbox"
      className="schedule-checkbox"
      aria-label={`Select ${scheduleRowName(row)}`}
      checked={selection.isSelected(row.id)}
      onChange={() => selection.toggle(row)}
    />
  );
}
