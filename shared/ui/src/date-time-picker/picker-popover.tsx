import { lazy, Suspense, useRef, type ReactNode, type RefObject } from 'react';
import type { Matcher } from 'react-day-picker';
import { Button } from '../button/button';
import { Spinner } from '../button/spinner';
import { usePopoverPosition } from './use-popover-position';

// The calendar is fetched the first time a picker opens, not with every form.
const Calendar = lazy(() => import('./calendar'));

export interface PickerPopoverProps {
  id: string;
  /** The dialog's name: "Choose date and time", "Choose date". */
  label: string;
  /** The field it is placed by. */
  anchorRef: RefObject<HTMLElement | null>;
  /** The chosen day (local fields), if any. */
  selected: Date | null;
  /** The month shown first when nothing is chosen; default this month. */
  defaultMonth?: Date;
  onSelect(day: Date): void;
  /** Days that cannot be chosen (before a minimum, after a maximum). */
  disabled?: Matcher[];
  /** Offers Clear (enabled while something is chosen); omit for a field that must keep a day. */
  onClear?(): void;
  onDone(): void;
  /** More of the footer, before Clear: the time select. */
  children?: ReactNode;
}

/**
 * The popover of both pickers: react-day-picker (loaded lazily), then a footer with Clear
 * and Done, placed by its field and never off-screen. Opening moves focus to the calendar,
 * whose arrow keys, Page Up/Down and Home/End move by day, month and week.
 */
export function PickerPopover({
  id,
  label,
  anchorRef,
  selected,
  defaultMonth,
  onSelect,
  disabled,
  onClear,
  onDone,
  children,
}: PickerPopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const style = usePopoverPosition(true, anchorRef, popoverRef);
  return (
    <div
      ref={popoverRef}
      id={id}
      role="dialog"
      aria-label={label}
      className="mz-date-time-picker__popover"
      style={style}
    >
      <Suspense fallback={<Spinner label="Loading calendar..." />}>
        <Calendar
          mode="single"
          required
          selected={selected ?? undefined}
          defaultMonth={selected ?? defaultMonth}
          onSelect={(day: Date | undefined) => day && onSelect(day)}
          disabled={disabled}
          autoFocus
          weekStartsOn={1}
        />
      </Suspense>
      <div className="mz-date-time-picker__footer">
        {children}
        {onClear && (
          <Button variant="ghost" size="small" onClick={onClear} disabled={!selected}>
            Clear
          </Button>
        )}
        <Button size="small" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
