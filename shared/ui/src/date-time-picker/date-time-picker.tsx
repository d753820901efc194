import { useState, type KeyboardEvent } from 'react';
import { DATE_TIME_FORMAT } from '../format/format-date';
import { PickerPopover } from './picker-popover';
import { pickerText, timeOfDay, timeOptions, withTime } from './time-options';
import { usePicker } from './use-picker';
import '../styles/controls.css';
import './date-time-picker.css';

/** What the input shows: the console's one format (DATE_TIME_FORMAT, docs/rules.md#dates). */
export const DATE_TIME_DISPLAY_FORMAT = DATE_TIME_FORMAT;
const STEP_MINUTES = 30;
const TIMES = timeOptions(STEP_MINUTES);

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
  const { inputId, popoverId, inputRef, open, setOpen, close, wrapperRef, onKeyDown } = usePicker({
    id,
    onClose,
  });
  const timeId = `${popoverId}-time`;
  // The time to use when a day is chosen before any value exists.
  const [pendingTime, setPendingTime] = useState('00:00');
  const time = value ? timeOfDay(value, STEP_MINUTES) : pendingTime;

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open && (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown')) {
      event.preventDefault();
      setOpen(true);
    }
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
        // A text box may not say whether its calendar is open (aria-expanded): a combobox whose
        // popup is a dialog may, so a screen reader hears "collapsed" or "expanded".
        role="combobox"
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
        <PickerPopover
          id={popoverId}
          label="Choose date and time"
          anchorRef={inputRef}
          selected={value}
          onSelect={(day) => onChange(withTime(day, time))}
          onClear={() => onChange(null)}
          onDone={() => close(true)}
        >
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
        </PickerPopover>
      )}
    </div>
  );
}
