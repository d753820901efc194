import { forwardRef, useId } from 'react';

export interface NumberInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Shown after the label: "L", "°C". */
  unit?: string;
  step?: string;
  required?: boolean;
}

/** A labelled number on a phone's numeric keypad (inputMode decimal), with its field error. */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { label, value, onChange, error, unit, step = 'any', required },
  ref,
) {
  const id = useId();
  return (
    <div className="mz-intake__field">
      <label htmlFor={id} className="mz-intake__label">
        {label}
        {unit && <span className="mz-intake__muted"> ({unit})</span>}
      </label>
      <input
        ref={ref}
        id={id}
        className="mz-intake__input"
        type="number"
        inputMode="decimal"
        step={step}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="mz-intake__error">
          {error}
        </p>
      )}
    </div>
  );
});
