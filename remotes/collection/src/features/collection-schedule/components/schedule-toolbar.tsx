import type { CollectionScheduleRow } from '@maziwa/contracts';
import { Button, Can } from '@maziwa/ui';
import { useEffect, useId, useRef } from 'react';
import type { ScheduleSelection } from './schedule-selection';
import './schedule.css';

export interface ScheduleToolbarProps {
  /** The page on screen: what Select All ticks. */
  rows: CollectionScheduleRow[];
  selection: ScheduleSelection;
  onAssignDrivers(): void;
  onReschedule(): void;
}

/** Select All (the page on screen), how many are ticked, and what to do with them. */
export function ScheduleToolbar({ rows, selection, onAssignDrivers, onReschedule }: ScheduleToolbarProps) {
  const id = useId();
  const boxRef = useRef<HTMLInputElement>(null);
  const ticked = rows.filter((row) => selection.isSelected(row.id)).length;
  const all = rows.length > 0 && ticked === rows.length;
  const some = ticked > 0 && !all;
  const count = selection.rows.length;

  // "Some of this page" has no HTML attribute, only the DOM property.
  useEffect(() => {
    if (boxRef.current) boxRef.current.indeterminate = some;
  }, [some]);

  return (
    <div className="schedule-toolbar">
      <label className="schedule-toolbar__select-all" htmlFor={`${id}-all`}>
        <input
          ref={boxRef}
          id={`${id}-all`}
          type="checkbox"
          className="schedule-checkbox"
          checked={all}
          disabled={rows.length === 0}
          onChange={() => selection.setMany(rows, !all)}
        />
        Select All
      </label>
      <span className="schedule-toolbar__count" aria-live="polite">
        {count === 0 ? 'No trips selected' : `${count} ${count === 1 ? 'trip' : 'trips'} selected`}
      </span>
      <div className="schedule-toolbar__actions">
        <Can permission="trips:update">
          <Button variant="secondary" onClick={onAssignDrivers} disabled={count === 0}>
            Assign Drivers
          </Button>
          <Button variant="secondary" onClick={onReschedule} disabled={count === 0}>
            Reschedule
          </Button>
        </Can>
      </div>
    </div>
  );
}
