import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../button/button';
import { Spinner } from '../button/spinner';
import { DATE_TIME_FORMAT } from '../format/format-date';
import { pickerText, timeOfDay, timeOptions, withTime } from './time-options';
import { usePopoverPosition } from './use-popover-position';
import '../styles/controls.css';
import './date-time-picker.css';

/** What the input shows: the console's one format (DATE_TIME_FORMAT, docs/rules.md#dates). */
export const DATE_TIME_DISPLAY_FORMAT = DATE_TIME_FORMAT;
const STEP_MINUTES = 30;
const TIMES = timeOptions(STEP_MINUTES);

// The calendar is fetched the first time a picker opens, not with every form.
const Calendar = lazy(() => import('./calendar'));

export interface DateTimePickerProps {
  value: Date | null;
  onChange(value: Date | null): void;
  id?: string;
  /** Default "Select date and time". */
  placeholder?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Called when the picker closes, e.g. to mark a form field touched. */
  onClose?(): void;
}

/**
 * A date and time input (docs/screens.md#edit-schedule): shows `dd/MM/yyyy HH:mm` (the console's
 * format, DATE_TIME_FORMAT), opens a calendar with a time
 * select in 30-minute steps. Choosing a day keeps the chosen time. Escape or a click
 * outside closes it.
 *
 * @example
 * const [start, setStart] = useState<Date | null>(null);
 * <label htmlFor="start">Pickup Start Time</label>
 * <DateTimePicker id="start" value={start} onChange={setStart} />
 */
export function DateTimePicker({
  value,
  onChange,
  id,
  placeholder = 'Select date and time',
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  invalid,
  required,
  disabled,
  onClose,
}: DateTimePickerProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const popoverId = `${ownId}-popover`;
  const timeId = `${ownId}-time`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // The time to use when a day is chosen before any value exists.
  const [pendingTime, setPendingTime] = useState('00:00');
  const time = value ? timeOfDay(value, STEP_MINUTES) : pendingTime;
  const popoverStyle = usePopoverPosition(open, inputRef, popoverRef);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) inputRef.current?.focus();
    onClose?.();
  };

  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) closeRef.current(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Close the picker only, not a dialog around it (nor let the browser close one).
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open && (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown')) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const chooseDay = (day: Date | undefined) => {
    if (day) onChange(withTime(day, time));
  };

  const chooseTime = (next: string) => {
    setPendingTime(next);
    onChange(withTime(value ?? new Date(), next));
  };

  return (
    <div className="mz-date-time-picker" ref={wrapperRef} onKeyDown={onKeyDown}>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        readOnly
        className="mz-input mz-date-time-picker__input"
        value={value ? pickerText(value) : ''}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onInputKeyDown}
      />
      {open && (
        <div
          ref={popoverRef}
          id={popoverId}
          role="dialog"
          aria-label="Choose date and time"
          className="mz-date-time-picker__popover"
          style={popoverStyle}
        >
          <Suspense fallback={<Spinner label="Loading calendar..." />}>
            <Calendar
              mode="single"
              required
              selected={value ?? undefined}
              defaultMonth={value ?? undefined}
              onSelect={chooseDay}
              autoFocus
              weekStartsOn={1}
            />
          </Suspense>
          <div className="mz-date-time-picker__footer">
            <label htmlFor={timeId} className="mz-date-time-picker__time-label">
              Time
            </label>
            <select
              id={timeId}
              className="mz-input mz-date-time-picker__time"
              value={time}
              onChange={(e) => chooseTime(e.target.value)}
            >
              {TIMES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            <Button variant="ghost" size="small" onClick={() => onChange(null)} disabled={!value}>
              Clear
            </Button>
            <Button size="small" onClick={() => close(true)}>
              Done
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
