import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { Matcher } from 'react-day-picker';
import { calendarDay, isoDay, today } from '../format/calendar-day';
import { DATE_INPUT_HINT, formatDate, parseDate } from '../format/format-date';
import { PickerPopover } from './picker-popover';
import { usePicker } from './use-picker';
import '../styles/controls.css';
import './date-time-picker.css';

export interface DatePickerProps {
  /** The day as 'yyyy-MM-dd', or '' for none. */
  value: string;
  /** Called with 'yyyy-MM-dd', or '' when cleared. */
  onChange(value: string): void;
  id?: string;
  /** The field's name, for the calendar button ("Calendar for Date of Birth") and, without a label, the input. */
  label?: string;
  /** 'yyyy-MM-dd' bounds: days outside them are disabled in the calendar and not taken when typed. */
  min?: string;
  max?: string;
  /** Default "dd/mm/yyyy" (DATE_INPUT_HINT). */
  placeholder?: string;
  /** The input's class; default "mz-input" (a filter bar passes "mz-filter-bar__input"). */
  inputClassName?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  /** A required day cannot be cleared: no Clear, and emptying the text keeps the day. */
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** Called when the field is left or the calendar closes, e.g. to mark a form field touched. */
  onClose?(): void;
}

/**
 * A day, shown and typed as the console writes days (formatDate: dd/MM/yyyy), or chosen in
 * the calendar of DateTimePicker (same popover, no time). The value stays a calendar day,
 * 'yyyy-MM-dd', never an instant, so no time zone moves it.
 *
 * Typing is kept beside the calendar on purpose: a keyboard user (or a clerk copying a date
 * of birth from a form) types 12/04/1975 in one go, where the calendar would need fifty
 * Shift+Page Up presses. A typed day is taken once it is a whole, real day within min/max;
 * anything else is marked invalid and put back to the value when the field is left.
 *
 * @example
 * const [day, setDay] = useState('');
 * <label htmlFor="hired">Date of Hire</label>
 * <DatePicker id="hired" label="Date of Hire" value={day} onChange={setDay} max={isoDay(today())} />
 */
export function DatePicker({
  value,
  onChange,
  id,
  label,
  min,
  max,
  placeholder = DATE_INPUT_HINT,
  inputClassName = 'mz-input',
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  invalid,
  required,
  readOnly,
  disabled,
  onClose,
}: DatePickerProps) {
  const { inputId, popoverId, inputRef, open, setOpen, close, wrapperRef, onKeyDown } = usePicker({
    id,
    onClose,
  });
  // What is being typed, until it is left; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const selected = calendarDay(value);
  const [minDay, maxDay] = [calendarDay(min), calendarDay(max)];
  const disabledDays: Matcher[] = [...(minDay ? [{ before: minDay }] : []), ...(maxDay ? [{ after: maxDay }] : [])];
  const inRange = (day: string) => (!min || day >= min) && (!max || day <= max);
  const typed = draft === null || draft.trim() === '' ? null : parseDate(draft);
  const draftInvalid = draft !== null && draft.trim() !== '' && !(typed && inRange(typed));

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    if (text.trim() === '') {
      if (!required && value) onChange('');
      return;
    }
    const day = parseDate(text);
    if (day && inRange(day) && day !== value) onChange(day);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open && event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const choose = (day: Date) => {
    setDraft(null);
    onChange(isoDay(day));
    close(true);
  };

  const clear = () => {
    setDraft(null);
    onChange('');
  };

  const locked = disabled || readOnly;
  const buttonName = `Calendar for ${label ?? ariaLabel ?? 'date'}`;

  return (
    <div className="mz-date-time-picker mz-date-picker" ref={wrapperRef} onKeyDown={onKeyDown}>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`${inputClassName} mz-date-picker__input`}
        value={draft ?? (value ? formatDate(value) : '')}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || draftInvalid || undefined}
        aria-required={required || undefined}
        required={required}
        readOnly={readOnly}
        disabled={disabled}
        onChange={onType}
        onKeyDown={onInputKeyDown}
        onBlur={(event) => {
          setDraft(null);
          // Leaving for the calendar button is not leaving the field.
          const next = event.relatedTarget;
          if (!open && !(next instanceof Node && wrapperRef.current?.contains(next))) onClose?.();
        }}
      />
      <button
        type="button"
        className="mz-date-picker__button"
        aria-label={buttonName}
        title={buttonName}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        disabled={locked}
        onClick={() => setOpen((was) => !was)}
      >
        <CalendarIcon />
      </button>
      {open && (
        <PickerPopover
          id={popoverId}
          label="Choose date"
          anchorRef={inputRef}
          selected={selected}
          defaultMonth={firstMonth(minDay, maxDay)}
          onSelect={choose}
          disabled={disabledDays}
          onClear={required ? undefined : clear}
          onDone={() => close(true)}
        />
      )}
    </div>
  );
}

/** With nothing chosen the calendar opens on this month, or on the nearest month a day may be chosen in. */
function firstMonth(minDay: Date | null, maxDay: Date | null): Date {
  const now = today();
  if (maxDay && now > maxDay) return maxDay;
  if (minDay && now < minDay) return minDay;
  return now;
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M1.5 6.5h13M5 1v3M11 1v3" stroke="currentColor" />
    </svg>
  );
}
