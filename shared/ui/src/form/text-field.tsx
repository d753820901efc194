import { FieldShell } from './field-shell';
import { useFieldControl } from './use-field-control';
import '../styles/controls.css';

export interface TextFieldProps {
  name: string;
  label: string;
  /** Default text. `number` gives formik numbers ('' when empty). */
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'time';
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

/**
 * A labelled input bound to a formik field.
 *
 * @example
 * <TextField name="emailAddress" label="Email Address" type="email" required autoComplete="email" />
 */
export function TextField({
  name,
  label,
  type = 'text',
  placeholder,
  required,
  readOnly,
  disabled,
  autoComplete,
}: TextFieldProps) {
  const { field, id, errorId, error, aria } = useFieldControl<string | number>({ name, required });
  return (
    <FieldShell id={id} label={label} required={required} error={error} errorId={errorId}>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        type={type}
        className="mz-input"
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={disabled}
        autoComplete={autoComplete}
        {...aria}
      />
    </FieldShell>
  );
}
