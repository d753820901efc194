import { FieldShell } from './field-shell';
import { useFieldControl } from './use-field-control';
import '../styles/controls.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: SelectOption[];
  /** The empty first option. Default "Select an option". */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A labelled select bound to a formik field; the empty option holds ''.
 *
 * @example
 * <SelectField name="gender" label="Gender" required options={[
 *   { value: 'male', label: 'Male' }, { value: 'female', label: 'Female' }, { value: 'other', label: 'Other' },
 * ]} />
 */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Select an option',
  required,
  disabled,
}: SelectFieldProps) {
  const { field, id, errorId, error, aria } = useFieldControl<string>({ name, required });
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId}>
      <select {...field} value={field.value ?? ''} id={id} className="mz-input" disabled={disabled} {...aria}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
