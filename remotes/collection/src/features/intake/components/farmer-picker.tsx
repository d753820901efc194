import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { farmerLabel, findFarmers } from '../model/find-farmers';
import type { IntakeFarmer } from '../model/delivery';

export interface FarmerPickerProps {
  farmers: IntakeFarmer[];
  value: IntakeFarmer | null;
  onChange(farmer: IntakeFarmer | null): void;
  error?: string;
  /** The farmers are still arriving, or could not be read. */
  status?: string;
}

/**
 * The member number or name, with the centre's matching farmers under it (a combobox): Enter
 * or a tap takes one. A deactivated farmer is shown but cannot be chosen.
 */
export const FarmerPicker = forwardRef<HTMLInputElement, FarmerPickerProps>(function FarmerPicker(
  { farmers, value, onChange, error, status },
  ref,
) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const id = useId();
  const matches = value ? [] : findFarmers(farmers, text);
  const choose = (farmer: IntakeFarmer) => {
    if (!farmer.active) return;
    onChange(farmer);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (matches.length ? (index + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    }
  };
  const describedBy = [error && `${id}-error`, status && `${id}-status`].filter(Boolean).join(' ') || undefined;

  return (
    <div className="mz-intake__field mz-intake__farmer">
      <label htmlFor={`${id}-input`} id={`${id}-label`} className="mz-intake__label">
        Member number or name
      </label>
      {value ? (
        <div className="mz-intake__chosen">
          <span>{farmerLabel(value)}</span>
          <button
            type="button"
            className="mz-intake__change"
            onClick={() => onChange(null)}
            aria-label={`Change farmer ${farmerLabel(value)}`}
          >
            Change
          </button>
        </div>
      ) : (
        <input
          ref={ref}
          id={`${id}-input`}
          className="mz-intake__input"
          role="combobox"
          aria-expanded={matches.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={matches[active] ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          enterKeyHint="next"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      )}
      {matches.length > 0 && (
        <ul id={`${id}-list`} role="listbox" aria-label="Farmers" className="mz-intake__options">
          {matches.map((farmer, index) => (
            <li
              key={farmer.producer_id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              aria-disabled={!farmer.active || undefined}
              className="mz-intake__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(farmer)}
            >
              {farmerLabel(farmer)}
              {!farmer.active && <span className="mz-intake__muted"> (deactivated)</span>}
            </li>
          ))}
        </ul>
      )}
      {status && (
        <p id={`${id}-status`} className="mz-intake__hint">
          {status}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mz-intake__error">
          {error}
        </p>
      )}
    </div>
  );
});
